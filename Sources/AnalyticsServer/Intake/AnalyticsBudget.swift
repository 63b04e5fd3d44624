import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP
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

    /// What a request took from an account's budget, to give back (`refund`) when nothing was stored.
    struct Receipt: Sendable {
        let user: UUID
        let reports: Int
        let day: Int
        /// The pairs this request was the first to report that day.
        let pairs: Set<String>
    }

    /// Takes `reports` from `user`'s budget at `now`, or — taking nothing — refuses them.
    ///
    /// - Throws: `APIError` 429 with `Retry-After`, saying which budget is spent and when there is room;
    ///   400 for a request that alone holds more pairs than a day's budget, which no wait would let in.
    @discardableResult
    func spend(_ reports: [StoredAnalyticsEvent], by user: UUID, at now: Date) throws(APIError) -> Receipt {
        let limits = self.limits
        let rate = Double(limits.reportsPerMinute) / 60
        let day = AnalyticsRollup.day(of: now)
        let asked = Set(reports.map { "\($0.name)\u{1F}\($0.type)" })
        if asked.count > limits.pairsPerDay {
            throw APIError.badRequest(
                "A request may hold at most \(limits.pairsPerDay) different event names and types, the most an account may report in a day; this one holds \(asked.count), so nothing of it was stored. Send them in smaller batches."
            )
        }
        let outcome: Result<Receipt, APIError> = accounts.withLock { accounts in
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
                return .failure(
                    APIError(
                        .tooManyRequests,
                        "This account sent more than \(PageText.grouped(Int64(limits.reportsPerMinute))) analytics reports in a minute, the most it may; nothing of this request was stored. Send it again in \(seconds) second\(seconds == 1 ? "" : "s").",
                        retryAfter: seconds))
            }
            let new = asked.subtracting(account.pairs)
            if account.pairs.count + new.count > limits.pairsPerDay {
                accounts[user] = account
                let seconds = Int((Double(day + 1) * 86_400 - now.timeIntervalSince1970).rounded(.up))
                return .failure(
                    APIError(
                        .tooManyRequests,
                        "This account may report \(limits.pairsPerDay) different event names and types a day (UTC), and this request would make \(account.pairs.count + new.count); nothing of it was stored. Reports of the \(account.pairs.count) already sent today are still taken; new ones are again from midnight UTC, in \(Self.hours(seconds)).",
                        retryAfter: seconds))
            }
            account.tokens -= needed
            account.pairs.formUnion(new)
            accounts[user] = account
            return .success(Receipt(user: user, reports: reports.count, day: day, pairs: new))
        }
        return try outcome.get()
    }

    /// Gives back what `receipt` took, when the request stored nothing after all: a batch sent again
    /// under its key, a key used for another batch, a store that failed.
    func refund(_ receipt: Receipt) {
        let most = Double(limits.reportsPerMinute)
        accounts.withLock { accounts in
            guard var account = accounts[receipt.user] else { return }
            account.tokens = min(most, account.tokens + Double(receipt.reports))
            if account.day == receipt.day { account.pairs.subtract(receipt.pairs) }
            accounts[receipt.user] = account
        }
    }

    /// "5 hours", "1 hour", "40 minutes".
    private static func hours(_ seconds: Int) -> String {
        let hours = seconds / 3_600
        if hours >= 1 { return "\(hours) hour\(hours == 1 ? "" : "s")" }
        let minutes = max(1, (seconds + 59) / 60)
        return "\(minutes) minute\(minutes == 1 ? "" : "s")"
    }
}
