import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program started with posix_spawn and reaped with wait4, for what only the kernel
/// knows of it: its peak resident size and the CPU time it used.
struct ChildProcess {
    let pid: pid_t

    struct Exit {
        var status: Int32
        /// ru_maxrss: the largest resident set, in bytes.
        var peakResidentBytes: Int
        var cpuSeconds: Double
    }

    /// Starts `path` with `arguments`; its standard output goes nowhere and its standard
    /// error to `errorFile` (or nowhere).
    init(_ path: String, _ arguments: [String], environment: [String: String], errorFile: String? = nil) {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            fatalError("\(path) is missing: build it first (Benchmarks/run does)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard result == 0 else { fatalError("cannot start \(path): \(String(cString: strerror(result)))") }
        self.pid = pid
    }

    /// Waits for the program to end.
    func wait() -> Exit {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Exit(status: status, peakResidentBytes: usage.ru_maxrss * 1024,
                    cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    /// User plus system CPU time so far, from /proc (clock ticks of 10 ms).
    func cpuSecondsSoFar() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return 0 }
        // Fields after the command's name, which may hold spaces: state is field 3, utime 14, stime 15.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
