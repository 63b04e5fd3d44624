import Analytics
import AppFolders
import Foundation
import Logging
import MyBizKit

/// The command line's analytics: a durable queue per server, and an uploader that delivers it
/// through the logged-in session at the end of each command.
struct BizAnalytics {
    let queue: ReportQueue
    let uploader: ReportUploader

    /// The queue of `server`'s reports, sent through `biz`; `nil` when its file cannot be opened
    /// (analytics never stops a command).
    static func open(for server: URL, biz: MyBizClient) -> BizAnalytics? {
        guard let queue = try? ReportQueue(url: queueURL(for: server)) else { return nil }
        var logger = Logger(label: "mybiz.analytics")
        logger.logLevel = .critical
        return BizAnalytics(queue: queue, uploader: ReportUploader(queue: queue, sender: biz, logger: logger))
    }

    /// `$XDG_DATA_HOME/mybiz/analytics/http_127.0.0.1_8080.jsonl`, one queue per server.
    static func queueURL(for server: URL) -> URL {
        AppFolders.data().appendingPathComponent("mybiz/analytics/\(FileTokenStore.fileName(for: server)).jsonl")
    }

    /// Sends what waits, giving up after `limit` (what is not sent stays for a later command).
    func deliver(within limit: Duration = .seconds(5)) async -> ReportUploader.FlushResult? {
        let uploader = self.uploader
        return await withTaskGroup(of: ReportUploader.FlushResult?.self) { group in
            group.addTask { await uploader.flush() }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}
