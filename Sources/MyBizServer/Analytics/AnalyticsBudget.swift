import Foundation
import HTTPTypes
import MyBizAPI
import ServerSupport
import Synchronization
import WebPages

/// How much one account may report (`mybiz serve --analytics-reports-per-minute`,
/// `--analytics-pairs-per-day`): the sizes of its `AnalyticsBudget`.
package struct AnalyticsBudgetLimits: Sendable, Equatable {
    /// Reports one account may send in a minute; at least a whole batch.
    package var reportsPerMinute: Int
    /// Different name and type pairs one account may report in a UTC day.
    package var pairsPerDay: Int

    /// Limits of `reportsPerMinute` and `pairsPerDay`.
    package init(reportsPerMinute: Int, pairsPerDay: Int) {
        self.reportsPerMinute = reportsPerMinute
        self.pairsPerDay = pairsPerDay
    }

    /// 6,000 reports a minute — a queue of 10,000 kept offline goes in two — and 200 pairs a day, some
    /// ten times what an app that reports each screen and button has.
    package static let standard = AnalyticsBudgetLimits(reportsPerMinute: 6_000, pairsPerDay: 200)
    /// The fewest reports a minute a budget may allow: one whole batch.
    package static let leastReportsPerMinute = AnalyticsLimits.maxBatch
}

/// How much one account may report, so that nobody — a runaway app or a member on purpose — can
/// flood the store or make the dashboard huge: reports a minute (a bucket that refills evenly, with
/// room for a whole batch), and different name and type pairs a UTC day. A request over either is
/// refused whole with 429 and `Retry-After`, storing nothing; the kits keep what they sent and try
/// again then. Counted by each server on its own, so several instances sharing a database allow as
/// many times the budget.
final class AnalyticsBudget: Sendable {
    /// One account's spending.
    private struct Account {
        /// Reports it may still send now; refills at `reportsPerMinute / 60` a second.
        var tokens: Double
        var refilled: Date
        /// The UTC day `pairs` are of (days since 1970), and the pairs reported on it.
        var day: Int
        var pairs: Set<String>
    }

    let limits: AnalyticsBudgetLimits
    private let accounts = Mutex([UUID: Account]())

    init(_ limits: AnalyticsBudgetLimits) {
        self.limits = limits
    }

    /// Takes `reports` from `user`'s budget at `now`, or — taking nothing — refuses them.
    ///
    /// - Throws: `APIError` 429 with `Retry-After`, saying which budget is spent and when there is room.
    func spend(_ reports: [StoredAnalyticsEvent], by user: UUID, at now: Date) throws(APIError) {
        let limits = self.limits
        let rate = Double(limits.reportsPerMinute) / 60
        let day = AnalyticsRollup.day(of: now)
        let refusal: APIError? = accounts.withLock { accounts in
            var account =
                accounts[user]
                ?? Account(tokens: Double(limits.reportsPerMinute), refilled: now, day: day, pairs: [])
            account.tokens = min(
                Double(limits.reportsPerMinute),
                account.tokens + max(0, now.timeIntervalSince(account.refilled)) * rate)
            account.refilled = max(account.refilled, now)
            if account.day != day { (account.day, account.pairs) = (day, []) }
            let needed = Double(reports.count)
            if account.tokens < needed {
                accounts[user] = account
                let seconds = Int(((needed - account.tokens) / rate).rounded(.up))
                return APIError(
                    .tooManyRequests,
                    "This account sent more than \(PageText.grouped(Int64(limits.reportsPerMinute))) analytics reports in a minute, the most it may; nothing of this request was stored. Send it again in \(seconds) second\(seconds == 1 ? "" : "s").",
                    retryAfter: seconds)
            }
            let new = Set(reports.map { "\($0.name)\u{1F}\($0.type)" }).subtracting(account.pairs)
            if account.pairs.count + new.count > limits.pairsPerDay {
                accounts[user] = account
                let seconds = Int((Double(day + 1) * 86_400 - now.timeIntervalSince1970).rounded(.up))
                return APIError(
                    .tooManyRequests,
                    "This account may report \(limits.pairsPerDay) different event names and types a day (UTC), and this request would make \(account.pairs.count + new.count); nothing of it was stored. Reports of the \(account.pairs.count) already sent today are still taken; new ones are again from midnight UTC, in \(Self.hours(seconds)).",
                    retryAfter: seconds)
            }
            account.tokens -= needed
            account.pairs.formUnion(new)
            accounts[user] = account
            return nil
        }
        if let refusal { throw refusal }
    }

    /// "5 hours", "1 hour", "40 minutes".
    private static func hours(_ seconds: Int) -> String {
        let hours = seconds / 3_600
        if hours >= 1 { return "\(hours) hour\(hours == 1 ? "" : "s")" }
        let minutes = max(1, (seconds + 59) / 60)
        return "\(minutes) minute\(minutes == 1 ? "" : "s")"
    }
}
