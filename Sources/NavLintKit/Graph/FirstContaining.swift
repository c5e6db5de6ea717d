/// For each query offset, the lowest-numbered range that holds it (a range holds
/// `start..<max(end, start + 1)`), found in one sweep: queries and ranges sorted by
/// position, open ranges in a min-heap by number. A range that ends is dropped when it
/// reaches the top; offsets only grow, so it never holds a later one either.
/// O((ranges + queries) log ranges).
struct FirstContaining {
    private var answers: [Int?]

    init(_ ranges: [SourceRange], at offsets: [Int]) {
        answers = Array(repeating: nil, count: offsets.count)
        let byStart = ranges.indices.sorted { (ranges[$0].start, $0) < (ranges[$1].start, $1) }
        let queries = offsets.indices.sorted { (offsets[$0], $0) < (offsets[$1], $1) }
        var heap = MinHeap()
        var next = 0
        for q in queries {
            let offset = offsets[q]
            while next < byStart.count, ranges[byStart[next]].start <= offset {
                heap.push(byStart[next])
                next += 1
            }
            while let top = heap.top, max(ranges[top].end, ranges[top].start + 1) <= offset { heap.pop() }
            answers[q] = heap.top
        }
    }

    subscript(query: Int) -> Int? { answers[query] }
}

/// A binary min-heap of Ints.
struct MinHeap {
    private var items: [Int] = []

    var top: Int? { items.first }

    mutating func push(_ value: Int) {
        items.append(value)
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2] > items[i] {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    mutating func pop() {
        items.swapAt(0, items.count - 1)
        items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var smallest = i
            if l < items.count, items[l] < items[smallest] { smallest = l }
            if r < items.count, items[r] < items[smallest] { smallest = r }
            guard smallest != i else { return }
            items.swapAt(i, smallest)
            i = smallest
        }
    }
}
