/// SplitMix64: small, fast, and the same on every platform.
public struct SeededRandom: Sendable {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    /// `count` distinct values below `n`, in a random order.
    public mutating func distinct(_ count: Int, below n: Int) -> [Int] {
        var pool = Array(0..<n)
        for i in stride(from: n - 1, to: 0, by: -1) { pool.swapAt(i, below(i + 1)) }
        return Array(pool.prefix(count))
    }
}
