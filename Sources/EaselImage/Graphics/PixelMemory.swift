import Foundation

/// Zeroed memory for a large pixel buffer, mapped straight from the kernel and marked for
/// transparent huge pages: a 1170 × 2532 surface then takes 6 page faults instead of 2,900,
/// which is most of the cost of first touching it. Freed when the owner is released.
package final class PixelMemory {
    /// Below this, an ordinary allocation is as cheap.
    package static let hugePageThreshold = 2 << 20
    private static let hugePage = 2 << 20

    package let pointer: UnsafeMutableRawPointer
    package let count: Int
    private let mapping: UnsafeMutableRawPointer
    private let mappedCount: Int

    /// `count` zeroed bytes starting on a 2 MB boundary, or nil when the kernel refuses.
    package init?(count: Int) {
        // Over-map by one huge page so the start can be moved up to a 2 MB boundary.
        let mappedCount = count + Self.hugePage
        guard let mapping = mmap(nil, mappedCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else { return nil }
        let address = Int(bitPattern: mapping)
        let aligned = (address + Self.hugePage - 1) & ~(Self.hugePage - 1)
        self.mapping = mapping
        self.mappedCount = mappedCount
        self.pointer = mapping + (aligned - address)
        self.count = count
        // Advice only: where huge pages are off it does nothing, and the memory still works.
        _ = madvise(pointer, count, MADV_HUGEPAGE)
    }

    deinit { munmap(mapping, mappedCount) }

    /// Advises huge pages for the 2 MB-aligned part of a buffer that is about to be filled.
    package static func adviseHugePages(_ pointer: UnsafeMutableRawPointer, count: Int) {
        guard count >= hugePageThreshold * 2 else { return }
        let start = (Int(bitPattern: pointer) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: pointer) + count) & ~(hugePage - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
    }
}
