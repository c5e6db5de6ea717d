#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory for the state store's big tables, freed with its owner.
///
/// Large blocks are aligned to 2 MiB and, on Linux, marked for transparent huge pages:
/// the explorer reads its hash table and records at random, and with 4 KiB pages most of
/// those reads also miss the TLB once a search outgrows the caches. Where the hint does
/// not exist the memory is the same, only without it.
final class LargeMemory {
    static let hugePage = 2 << 20
    let base: UnsafeMutableRawPointer
    let size: Int

    init(bytes: Int) {
        size = max(bytes, 8)
        if size >= Self.hugePage {
            var pointer: UnsafeMutableRawPointer?
            guard posix_memalign(&pointer, Self.hugePage, size) == 0, let pointer else {
                fatalError("out of memory: \(size) bytes for explored states")
            }
            base = pointer
            #if os(Linux)
            _ = madvise(base, size, Int32(MADV_HUGEPAGE))
            #endif
        } else {
            guard let pointer = malloc(size) else { fatalError("out of memory: \(size) bytes for explored states") }
            base = pointer
        }
    }

    deinit { free(base) }
}
