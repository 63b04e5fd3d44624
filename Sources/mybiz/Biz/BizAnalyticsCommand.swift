import Analytics
import ArgumentParser
import Foundation
import MyBizKit

/// `mybiz biz analytics`: this computer's queue of usage reports for a server.
struct BizAnalyticsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analytics",
        abstract: "See and send this computer's waiting usage reports; opt out or reset.",
        discussion: """
            Screen commands record their screen view on disk first, then send what waits once they \
            have shown their data; reports that could not be sent (server down, not logged in) wait \
            for a later command or `flush`.
            """,
        subcommands: [Status.self, Flush.self, Record.self, OptOut.self, OptIn.self, Reset.self],
        defaultSubcommand: Status.self
    )

    /// `status`: what waits, what was dropped, the install id.
    struct Status: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the waiting reports.")
        @OptionGroup var connection: ServerOptions

        func run() async throws {
            let queue = try BizAnalyticsCommand.queue(connection)
            try BizAnalyticsCommand.reporting {
                Console.print("Waiting reports for \(connection.serverAddress): \(try queue.count())")
                Console.print("Dropped because the queue was full: \(try queue.droppedCount())")
                Console.print("Collecting: \(try queue.isOptedOut() ? "no (opted out)" : "yes")")
                Console.print("Install id: \(try queue.installID())")
                Console.print("Queue file: \(queue.url.path)")
            }
        }
    }

    /// `flush`: send what waits now.
    struct Flush: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Send the waiting reports now.")
        @OptionGroup var connection: ServerOptions

        func run() async throws {
            let biz = connection.makeBiz()
            guard let analytics = BizAnalytics.open(for: connection.serverURL, biz: biz) else {
                _ = try BizAnalyticsCommand.queue(connection)
                return
            }
            let result = await analytics.uploader.flush()
            var sentence = "Sent \(result.delivered) report\(result.delivered == 1 ? "" : "s")"
            if result.refused > 0 { sentence += "; the server refused \(result.refused) for good (dropped)" }
            switch result.failure {
            case nil:
                Console.print(sentence + ". Nothing waits.")
            case .notAuthorized:
                Console.print(sentence + ".")
                throw CommandFailure(
                    "\(result.waiting) report(s) wait until you log in to \(connection.serverAddress) "
                        + "(`mybiz biz login USERNAME`).")
            case .retry(let reason, _), .rejected(let reason), .badReport(let reason):
                Console.print(sentence + ".")
                throw CommandFailure("\(result.waiting) report(s) still wait: \(reason)")
            }
        }
    }

    /// `record`: reports made by hand, e.g. from a script; they wait and go like screen views.
    struct Record: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record usage reports by hand; they are sent while recording and at the end.",
            discussion: "Prints `recorded NAME` once each report is safely on disk.")
        @OptionGroup var connection: ServerOptions

        @Argument(help: "The event's name: letters, digits and _, e.g. report_exported.")
        var event: String

        @Option(help: "screenView or buttonTap.")
        var type: AnalyticsType = .buttonTap

        @Option(help: "How many reports to record.")
        var count = 1

        @Flag(help: "Name the reports EVENT_1 … EVENT_N instead of all EVENT.")
        var numbered = false

        func validate() throws {
            guard (1...100_000).contains(count) else {
                throw ValidationError("--count must be 1 to 100000; \(count) is not.")
            }
            let longest = numbered ? "\(event)_\(count)" : event
            if let problem = AnalyticsNameRules.problem(event: longest, parameters: [:]) {
                throw ValidationError(problem)
            }
        }

        func run() async throws {
            let biz = connection.makeBiz()
            guard let analytics = BizAnalytics.open(for: connection.serverURL, biz: biz) else {
                _ = try BizAnalyticsCommand.queue(connection)
                return
            }
            let uploading = Task { await analytics.uploader.run() }
            let device = DeviceInfo.current(appVersion: MyBizCommand.version)
            for index in 1...count {
                let name = numbered ? "\(event)_\(index)" : event
                try BizAnalyticsCommand.reporting {
                    try analytics.queue.append(.make(event: AnalyticsEvent(name), type: type, device: device))
                }
                analytics.uploader.reportAdded()
                Console.print("recorded \(name)")
            }
            uploading.cancel()
            await uploading.value
        }
    }

    /// `opt-out`: stop collecting and delete what waits.
    struct OptOut: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "opt-out", abstract: "Stop recording usage reports and delete the waiting ones.")
        @OptionGroup var connection: ServerOptions

        func run() async throws {
            let queue = try BizAnalyticsCommand.queue(connection)
            try BizAnalyticsCommand.reporting { try queue.setOptedOut(true) }
            Console.print(
                "Usage reports for \(connection.serverAddress) are no longer recorded; waiting ones were deleted.")
        }
    }

    /// `opt-in`: record again.
    struct OptIn: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "opt-in", abstract: "Record usage reports again.")
        @OptionGroup var connection: ServerOptions

        func run() async throws {
            let queue = try BizAnalyticsCommand.queue(connection)
            try BizAnalyticsCommand.reporting { try queue.setOptedOut(false) }
            Console.print("Usage reports for \(connection.serverAddress) are recorded again.")
        }
    }

    /// `reset`: a new anonymous install id and an empty queue.
    struct Reset: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete the waiting reports and start with a new anonymous install id.")
        @OptionGroup var connection: ServerOptions

        func run() async throws {
            let queue = try BizAnalyticsCommand.queue(connection)
            try BizAnalyticsCommand.reporting { try queue.reset() }
            Console.print("The waiting reports were deleted; the new install id is \(try queue.installID()).")
        }
    }

    /// The queue for `connection`'s server, or one sentence and exit 1.
    static func queue(_ connection: ServerOptions) throws -> ReportQueue {
        do {
            return try ReportQueue(url: BizAnalytics.queueURL(for: connection.serverURL))
        } catch {
            Console.error(error.description)
            throw ExitCode.failure
        }
    }

    /// Runs `body`; a queue error is one sentence and exit 1.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ReportQueueError {
            Console.error(error.description)
            throw ExitCode.failure
        }
    }
}

extension AnalyticsType: ExpressibleByArgument {}
