import Foundation

/// What one run of a program printed and returned.
struct Run {
    let status: Int32
    let output: String
    let errors: String
    /// Whether a signal ended it (`status` is then the signal's number), as a crash does.
    var crashed = false
}

/// Runs `executable` to its end with posix_spawn and waitpid, its output and errors caught in
/// temporary files: simpler than Foundation's `Process`, with no monitoring thread or pipes that
/// must be drained while the child runs.
func spawn(_ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil) throws -> Run {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("easel-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputFile = scratch.appendingPathComponent("output"), errorFile = scratch.appendingPathComponent("errors")

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // In another folder through coreutils' `env --chdir`: Glibc's posix_spawn_file_actions_addchdir_np
    // is not visible to Swift.
    let program = folder == nil ? executable.path : "/usr/bin/env"
    let command = (folder.map { ["/usr/bin/env", "--chdir=\($0.path)", executable.path] } ?? [executable.path]) + arguments
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }

    var pid: pid_t = 0
    var started = posix_spawn(&pid, program, &actions, nil, argv, envp)
    // A test that has just written an executable can find it "busy" for a moment: a child that
    // another test forked meanwhile holds the descriptor until it execs. Linux says ETXTBSY; try
    // again, as Go's os/exec does.
    for _ in 0 ..< 100 where started == ETXTBSY {
        usleep(20_000)
        started = posix_spawn(&pid, program, &actions, nil, argv, envp)
    }
    guard started == 0 else { throw POSIXError(POSIXErrorCode(rawValue: started) ?? .EINVAL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let signal = status & 0x7F  // WTERMSIG; 0 when it exited
    return Run(status: signal == 0 ? (status >> 8) & 0xFF : signal,
               output: contents(of: outputFile), errors: contents(of: errorFile),
               crashed: signal != 0)
}

/// A file's text, read with FileHandle: Foundation's `Data(contentsOf:)` leaks the 4 KB buffer it
/// reads an empty file into (AddressSanitizer's leak report, Swift 6.3.1), and most of these are
/// empty.
private func contents(of file: URL) -> String {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
    defer { try? handle.close() }
    return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
}
