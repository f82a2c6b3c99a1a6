import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes the process has allocated and not freed, as glibc's allocator counts them
/// (`mallinfo2()`: `uordblks`, small blocks in its arenas, plus `hblkhd`, the large ones it
/// maps on their own, such as big array buffers).
enum HeapUsage {
    /// glibc's `struct mallinfo2`: ten `size_t` fields.
    private struct MallInfo2 {
        var arena = 0, ordblks = 0, smblks = 0, hblks = 0, hblkhd = 0
        var usmblks = 0, fsmblks = 0, uordblks = 0, fordblks = 0, keepcost = 0
    }

    static func bytesInUse() -> Int {
        #if os(Linux) && arch(x86_64)
        // Swift's Glibc module leaves out <malloc.h>, so mallinfo2 is looked up by name. It
        // returns an 80-byte struct, which the x86-64 System V ABI passes back through a
        // pointer the caller supplies as a hidden first argument: a C function taking that
        // pointer is the same call.
        typealias Function = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else {
            fatalError("glibc has no mallinfo2 (glibc 2.33 or newer is needed)")
        }
        var info = MallInfo2()
        withUnsafeMutableBytes(of: &info) { _ = unsafeBitCast(symbol, to: Function.self)($0.baseAddress!) }
        return info.uordblks + info.hblkhd
        #elseif canImport(Darwin)
        // macOS's allocator counts the same thing per zone: the bytes handed out and not freed.
        var statistics = malloc_statistics_t()
        malloc_zone_statistics(nil, &statistics)
        return Int(statistics.size_in_use)
        #else
        fatalError("HeapUsage reads mallinfo2 through the x86-64 calling convention only")
        #endif
    }
}
