/// Copies `count` bytes, 8 at a time: the explorer copies a state of a dozen or two
/// bytes several times for each successor, where a call to memmove costs more than the
/// copy. Reads and writes stay within the `count` bytes.
@inline(__always)
func copyMemory(_ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, bytes count: Int) {
    var k = 0
    while k + 8 <= count {
        destination.storeBytes(of: source.loadUnaligned(fromByteOffset: k, as: UInt64.self), toByteOffset: k, as: UInt64.self)
        k += 8
    }
    if count - k >= 4 {
        destination.storeBytes(of: source.loadUnaligned(fromByteOffset: k, as: UInt32.self), toByteOffset: k, as: UInt32.self)
        k += 4
    }
    if count - k >= 2 {
        destination.storeBytes(of: source.loadUnaligned(fromByteOffset: k, as: UInt16.self), toByteOffset: k, as: UInt16.self)
        k += 2
    }
    if count > k {
        destination.storeBytes(of: source.load(fromByteOffset: k, as: UInt8.self), toByteOffset: k, as: UInt8.self)
    }
}

/// `copyMemory` for `count` words of a state.
@inline(__always)
func copyWords<Word: FixedWidthInteger>(_ destination: UnsafeMutablePointer<Word>, _ source: UnsafePointer<Word>, _ count: Int) {
    copyMemory(UnsafeMutableRawPointer(destination), UnsafeRawPointer(source), bytes: count * MemoryLayout<Word>.size)
}
