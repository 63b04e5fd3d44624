import Foundation
import Networking
import Testing

@Suite("RetryPolicy rules")
struct RetryPolicyTests {
    /// The default policy with the jitter pinned to its maximum, so delays are exact.
    let policy = RetryPolicy(random: { 1 })

    @Test("at most 3 attempts in all")
    func threeAttempts() {
        #expect(policy.delay(afterAttempt: 1, method: .get, statusCode: 503) != nil)
        #expect(policy.delay(afterAttempt: 2, method: .get, statusCode: 503) != nil)
        #expect(policy.delay(afterAttempt: 3, method: .get, statusCode: 503) == nil)
    }

    @Test("never a POST or a PATCH, whatever went wrong", arguments: [HTTPMethod.post, .patch])
    func neverNonIdempotent(method: HTTPMethod) {
        #expect(policy.delay(afterAttempt: 1, method: method, statusCode: nil) == nil)
        #expect(policy.delay(afterAttempt: 1, method: method, statusCode: 503) == nil)
        #expect(policy.delay(afterAttempt: 1, method: method, statusCode: 429, retryAfter: "1") == nil)
    }

    @Test("every idempotent method", arguments: [HTTPMethod.get, .head, .put, .delete, .options])
    func idempotentMethods(method: HTTPMethod) {
        #expect(policy.delay(afterAttempt: 1, method: method, statusCode: 503) != nil)
    }

    @Test("the retryable statuses", arguments: [408, 429, 500, 502, 503, 504])
    func retryableStatuses(code: Int) {
        #expect(policy.delay(afterAttempt: 1, method: .get, statusCode: code) != nil)
    }

    @Test("no other status", arguments: [400, 401, 403, 404, 409, 413, 422, 501, 505])
    func otherStatuses(code: Int) {
        #expect(policy.delay(afterAttempt: 1, method: .get, statusCode: code) == nil)
    }

    @Test("a transport failure (no status) is retried")
    func transportFailure() {
        #expect(policy.delay(afterAttempt: 1, method: .get, statusCode: nil) == .milliseconds(500))
    }

    @Test("backoff is 0.5 s × 2^(attempt − 1) at most")
    func exponentialBackoff() {
        let longer = RetryPolicy(maxAttempts: 5, random: { 1 })
        #expect(longer.delay(afterAttempt: 1, method: .get, statusCode: nil) == .milliseconds(500))
        #expect(longer.delay(afterAttempt: 2, method: .get, statusCode: nil) == .seconds(1))
        #expect(longer.delay(afterAttempt: 3, method: .get, statusCode: nil) == .seconds(2))
        #expect(longer.delay(afterAttempt: 4, method: .get, statusCode: nil) == .seconds(4))
    }

    @Test("full jitter picks a wait between zero and the backoff")
    func fullJitter() {
        let halfway = RetryPolicy(random: { 0.5 })
        #expect(halfway.delay(afterAttempt: 2, method: .get, statusCode: nil) == .milliseconds(500))
        let none = RetryPolicy(random: { 0 })
        #expect(none.delay(afterAttempt: 2, method: .get, statusCode: nil) == .zero)
        let real = RetryPolicy()
        for _ in 0..<100 {
            let delay = real.delay(afterAttempt: 2, method: .get, statusCode: nil)!
            #expect(delay >= .zero && delay <= .seconds(1))
        }
    }

    @Test("Retry-After in seconds replaces the backoff")
    func retryAfterSeconds() {
        #expect(policy.delay(afterAttempt: 1, method: .get, statusCode: 429, retryAfter: "7") == .seconds(7))
        #expect(policy.delay(afterAttempt: 1, method: .get, statusCode: 503, retryAfter: " 0 ") == .zero)
    }

    @Test(
        "Retry-After as an HTTP date waits until then, in each of the three date forms",
        arguments: [
            "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
        ])
    func retryAfterDate(header: String) {
        let now = Date(timeIntervalSince1970: 784_111_777 - 12)  // 12 s before 1994-11-06 08:49:37 GMT
        #expect(
            policy.delay(afterAttempt: 1, method: .get, statusCode: 503, retryAfter: header, now: now) == .seconds(12))
    }

    @Test("Retry-After in the past means now")
    func retryAfterPast() {
        let now = Date(timeIntervalSince1970: 784_111_777 + 60)
        let delay = policy.delay(
            afterAttempt: 1, method: .get, statusCode: 503, retryAfter: "Sun, 06 Nov 1994 08:49:37 GMT", now: now)
        #expect(delay == .zero)
    }

    @Test("Retry-After is capped at maxRetryAfter")
    func retryAfterCapped() {
        #expect(policy.delay(afterAttempt: 1, method: .get, statusCode: 503, retryAfter: "86400") == .seconds(30))
    }

    @Test("an unreadable Retry-After falls back to the backoff")
    func retryAfterUnreadable() {
        #expect(policy.delay(afterAttempt: 1, method: .get, statusCode: 503, retryAfter: "soon") == .milliseconds(500))
        #expect(policy.delay(afterAttempt: 1, method: .get, statusCode: 503, retryAfter: "-5") == .milliseconds(500))
    }

    @Test(".none never retries")
    func noneNeverRetries() {
        #expect(RetryPolicy.none.delay(afterAttempt: 1, method: .get, statusCode: 503) == nil)
    }
}
