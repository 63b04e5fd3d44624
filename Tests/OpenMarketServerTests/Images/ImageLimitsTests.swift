import Foundation
import Hummingbird
import HummingbirdTesting
import Imaging
import ImagingTestSupport
import Logging
import NIOConcurrencyHelpers
import NIOPosix
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer

@Suite("Image work: a pixel budget judged from headers, and a queue so uploads cannot take every core and all memory")
struct ImageLimitsTests {
    @Test("five 8000 × 8000 images are refused from their headers at once, before any is decoded; nothing stored")
    func pixelBudget() async throws {
        try await OpenMarketApp.test { client in
            // Headers alone: had any been decoded, the answer would say it could not be read.
            let huge = ImageFixtures.headerOnlyPNG(width: 8000, height: 8000)
            let response = try await client.send(RawMultipart.registration(images: Array(repeating: huge, count: 5)))
            #expect(response.status == .badRequest)
            #expect(
                response.errorReason
                    == "The images have 320 million pixels in all; one request may carry at most 100 million.")
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.isEmpty)
        }
    }

    @Test("one image over 8000 on a side is refused from its headers too, whichever it is")
    func oneTooLarge() async throws {
        try await OpenMarketApp.test { client in
            let images = [try ImageFixtures.jpeg, ImageFixtures.headerOnlyPNG(width: 8001, height: 10)]
            let response = try await client.send(RawMultipart.registration(images: images))
            #expect(response.status == .badRequest)
            #expect(response.errorReason == "Image 2 is 8001 × 10 pixels; images may be at most 8000 × 8000.")
        }
    }

    @Test("at most the configured number of jobs run at once; the others wait their turn and all finish")
    func concurrency() async throws {
        // Workers of its own, so other tests' bcrypt on the shared pool cannot keep the two apart.
        let workers = NIOThreadPool(numberOfThreads: 4)
        workers.start()
        let queue = ImageWorkQueue(limits: ImageLimits(concurrentJobs: 2, maxWait: .seconds(30)), threadPool: workers)
        let running = NIOLockedValueBox((now: 0, most: 0))
        let finished = try await withThrowingTaskGroup(of: Int.self) { group in
            for job in 0..<12 {
                group.addTask {
                    try await queue.run {
                        running.withLockedValue {
                            $0.now += 1
                            $0.most = max($0.most, $0.now)
                        }
                        usleep(50_000)
                        running.withLockedValue { $0.now -= 1 }
                        return job
                    }
                }
            }
            return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(finished == Set(0..<12))
        try await workers.shutdownGracefully()
        #expect(running.withLockedValue { $0.most } == 2)
    }

    @Test("a job whose turn does not come in time, or that finds the queue full, is refused")
    func busy() async throws {
        let queue = ImageWorkQueue(
            limits: ImageLimits(concurrentJobs: 1, maxWait: .milliseconds(200), maxWaiting: 1))
        let release = DispatchSemaphore(value: 0)
        // Given one job holding the only turn
        let holder = Task { try await queue.run { release.wait() } }
        try await Task.sleep(for: .milliseconds(50))
        // When another waits longer than allowed, and a third finds the one waiting place taken
        let waiter = Task { try await queue.run { 1 } }
        try await Task.sleep(for: .milliseconds(50))
        await #expect(throws: ImageWorkBusy.self) { try await queue.run { 2 } }
        await #expect(throws: ImageWorkBusy.self) { try await waiter.value }
        // Then once the turn is free, work runs again
        release.signal()
        try await holder.value
        let third = try await queue.run { 3 }
        #expect(third == 3)
    }

    @Test("a busy image queue answers the upload 503 with Retry-After, and nothing is stored")
    func busyUpload() async throws {
        try await database(imageLimits: ImageLimits(concurrentJobs: 1, maxWait: .zero, maxWaiting: 0)) { client in
            // Photos large enough that six uploads at once overlap, even on a slow machine.
            let photo = try ImageCodec.encodeJPEG(ImageFixtures.noisyPhoto(width: 1600, height: 1200), quality: 90)
            let photos = Array(repeating: photo, count: 2)
            let responses = try await withThrowingTaskGroup(of: TestResponse.self) { group in
                for _ in 0..<6 { group.addTask { try await client.send(RawMultipart.registration(images: photos)) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let busy = responses.filter { $0.status == .serviceUnavailable }
            #expect(!busy.isEmpty)
            #expect(busy.allSatisfy { $0.headers[.retryAfter] == "5" })
            #expect(
                busy.allSatisfy {
                    $0.errorReason == "The server is busy with other photos; try again in a few seconds."
                })
            let stored = try await client.get("/items/1").decoded(ItemPage.self).items.count
            #expect(stored == responses.count { $0.status == .ok })
        }
    }

    /// The module with `imageLimits`, on a fresh SQLite file.
    func database(imageLimits: ImageLimits, _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void)
        async throws
    {
        try await OpenMarketApp.test(imageLimits: imageLimits, test)
    }
}
