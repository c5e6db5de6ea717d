import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a program with its output discarded: wall time, peak resident memory and
/// exit status, from wait4 (Foundation's Process reports no resource usage).
struct ChildRun {
    let seconds: Double
    let peakBytes: Int
    /// The exit code, or nil when the child was killed by a signal.
    let exitCode: Int32?
    let timedOut: Bool

    /// Kills the child after `limit` seconds (then `exitCode` is nil and `timedOut` true).
    /// `stdout` names the file standard output goes to.
    static func run(_ executable: String, _ arguments: [String], limit: Double = .infinity, stdout: String = "/dev/null") -> ChildRun? {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            guard waited == 0 || errno == EINTR else { return nil }
            if !killed, (clock.now - start).seconds > limit {
                kill(pid, SIGKILL)
                killed = true
            }
            usleep(2_000)
        }
        let elapsed = (clock.now - start).seconds
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
        let exited = status & 0x7f == 0
        return ChildRun(seconds: elapsed, peakBytes: peak, exitCode: exited ? (status >> 8) & 0xff : nil, timedOut: killed)
    }
}
