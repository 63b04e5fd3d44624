import Foundation
import Locks

/// The built `mybiz` executable, run as a child process the way a person runs it.
final class MyBizProcess: Sendable {
    /// Where `swift build` put the executable: next to the test bundle.
    static let executable: URL = {
        #if os(macOS)
            let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL
                .deletingLastPathComponent()
        #else
            let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("mybiz")
    }()

    private let child: ChildProcess
    private let output = OutputBuffer()
    private let errors = OutputBuffer()
    private let exited: AsyncStream<Int32>

    /// Starts `mybiz` with `arguments`, extra `environment` variables, and `input` on standard input
    /// (then end of input); without `input`, standard input is empty.
    init(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws {
        child = try ChildProcess(
            executable: Self.executable.path, arguments: arguments,
            environment: ProcessInfo.processInfo.environment.merging(environment) { _, new in new })
        let (exited, exitSignal) = AsyncStream.makeStream(of: Int32.self, bufferingPolicy: .bufferingNewest(1))
        self.exited = exited
        // Each pipe is read by a thread of its own until end of file, not by a readability handler:
        // on Linux a dispatch read source left on a finished pipe keeps firing, and one still
        // registered when the pipe is closed can crash libdispatch.
        for (reader, buffer) in [(child.output, output), (child.errors, errors)] {
            Thread.detachNewThread {
                while true {
                    let chunk = reader.availableData
                    if chunk.isEmpty { break }
                    buffer.append(chunk)
                }
                buffer.finish()
            }
        }
        let child = self.child
        Thread.detachNewThread {
            exitSignal.yield(child.waitUntilExit())
            exitSignal.finish()
        }
        if let input { child.input.write(Data(input.utf8)) }
        try child.input.close()
    }

    /// Everything written to standard output so far.
    var standardOutput: String { output.text }

    /// Everything written to standard error so far.
    var standardError: String { errors.text }

    /// Waits until standard output has a line containing `text`, up to `timeout`; returns that line.
    func waitForLine(containing text: String, timeout: Duration = .seconds(60)) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        // The output is read once more after the deadline: on a loaded machine this task may wake
        // only after it, when the line has long been there.
        while true {
            // Whether the child had ended before this look: what it wrote is then all read, or soon.
            let ended = !child.isRunning
            if let line = standardOutput.split(separator: "\n").first(where: { $0.contains(text) }) {
                return String(line)
            }
            guard ContinuousClock.now < deadline, !(ended && output.isFinished) else { break }
            try await Task.sleep(for: .milliseconds(ended ? 5 : 50))
        }
        throw ProcessFailure(
            description:
                "mybiz printed no line containing “\(text)”. stdout: \(standardOutput) stderr: \(standardError)")
    }

    /// Waits for the process to end and for all it wrote to arrive, up to `timeout`, and returns its
    /// exit status.
    func waitForExit(timeout: Duration = .seconds(30)) async throws -> Int32 {
        try await withThrowingTaskGroup(of: Int32.self) { group in
            group.addTask { [exited, output, errors] in
                var status: Int32 = -1
                for await code in exited {
                    status = code
                    break
                }
                while !(output.isFinished && errors.isFinished) { try await Task.sleep(for: .milliseconds(5)) }
                return status
            }
            group.addTask { [child] in
                try await Task.sleep(for: timeout)
                // On a loaded machine this may wake after the child has ended in time; the other
                // task then answers, once it runs.
                if !child.isRunning { try await Task.sleep(for: timeout) }
                throw ProcessFailure(description: "mybiz did not exit within \(timeout).")
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    /// Sends `signal` (SIGINT is Ctrl-C).
    func send(_ signal: Int32) {
        child.send(signal)
    }

    /// Stops the process if a test left it running.
    deinit {
        child.send(SIGTERM)
    }
}

/// A child process that did not do what the test waited for.
struct ProcessFailure: Error, CustomStringConvertible {
    let description: String
}

/// Bytes a child process wrote, collected as they arrive.
private final class OutputBuffer: Sendable {
    private let state = Locked((data: Data(), finished: false))
    func append(_ chunk: Data) { state.withLock { $0.data.append(chunk) } }
    /// The writer closed its end: nothing more will come.
    func finish() { state.withLock { $0.finished = true } }
    var isFinished: Bool { state.withLock { $0.finished } }
    var text: String { state.withLock { String(decoding: $0.data, as: UTF8.self) } }
}
