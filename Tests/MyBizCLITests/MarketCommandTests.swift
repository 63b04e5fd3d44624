import Foundation
import ImageFormats
import Imaging
import ImagingTestSupport
import OpenMarketAPI
import TestSupport
import Testing

@Suite("mybiz market, run as a person runs it against mybiz serve")
struct MarketCommandTests {
    /// A folder for one test's files, removed after it.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("market-cli-\(UUID().uuidString)")

    /// Runs `mybiz market ARGUMENTS` against `server` and waits for it to end.
    func market(
        _ arguments: [String], server: RunningServer, input: String? = nil
    ) async throws -> (status: Int32, output: String, error: String) {
        let process = try MyBizProcess(
            ["market"] + arguments,
            environment: ["MYBIZ_SERVER": server.url, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path],
            input: input)
        let status = try await process.waitForExit()
        return (status, process.standardOutput, process.standardError)
    }

    @Test("list shows a table page by page, --all pages to the end, --json is the server's page")
    func list() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RunningServer.startOnFixture(in: folder)
        // Page 1 of the fixture's 32 products: header, 20 rows, the hint for page 2.
        let first = try await market(["list"], server: server)
        #expect(first.status == 0)
        let lines = first.output.split(separator: "\n")
        #expect(lines.first?.contains("ID  TITLE") == true && lines.first?.contains("DISCOUNTED") == true)
        #expect(lines.count == 22)
        #expect(lines.last == "Page 1. More may follow: mybiz market list --page 2")

        let second = try await market(["list", "--page", "2"], server: server)
        #expect(second.output.split(separator: "\n").count == 14 && second.output.hasSuffix("Page 2, the last.\n"))
        #expect(second.output.contains("Mac mini") && second.output.contains("890,000 KRW"))

        let past = try await market(["list", "--page", "3"], server: server)
        #expect(past.status == 0 && past.output.contains("no more products"))

        let all = try await market(["list", "--all"], server: server)
        #expect(all.output.split(separator: "\n").count == 34 && all.output.hasSuffix("32 products.\n"))

        let json = try await market(["list", "--json"], server: server)
        let page = try JSONDecoder().decode(ItemPage.self, from: Data(json.output.utf8))
        #expect(page.page == 1 && page.items.count == 20)
        let allJSON = try await market(["list", "--all", "--json"], server: server)
        #expect(try JSONDecoder().decode([ItemSummary].self, from: Data(allJSON.output.utf8)).count == 32)
    }

    @Test("Given the fixture market, when listed with --search and --sort, then only matches come, in that order")
    func searchAndSort() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RunningServer.startOnFixture(in: folder)
        let found = try await market(["list", "--search", "MAC"], server: server)
        #expect(found.status == 0)
        let lines = found.output.split(separator: "\n")
        #expect(lines.count == 3 && lines[1].contains("Mac mini") && lines.last == "Page 1, the last.")
        let sorted = try await market(["list", "--sort", "price-high", "--currency", "KRW"], server: server)
        #expect(sorted.output.split(separator: "\n").dropFirst().first?.contains("Mac mini") == true)
        let nothing = try await market(["list", "--search", "zeppelin"], server: server)
        #expect(nothing.status == 0 && nothing.output == "No products match. Try other words or fewer options.\n")
        let bad = try await market(["list", "--sort", "cheapest"], server: server)
        #expect(bad.status == 64)
        #expect(
            bad.error.contains(
                "--sort must be one of newest, price-low, price-high, discount, relevance, not “cheapest”."))
    }

    @Test("add --help shows the options a product needs without brackets, and the password's three ways")
    func addHelp() async throws {
        let help = try MyBizProcess(["market", "add", "--help"])
        #expect(try await help.waitForExit() == 0)
        #expect(help.standardOutput.contains("mybiz market add --title <title> --descriptions <text> --price <n>"))
        #expect(help.standardOutput.contains("[--password <password> | --password-file <file>]"))
    }

    @Test("a stock of a trillion widens its column instead of breaking the table")
    func wideNumbers() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RunningServer.startOnFixture(in: folder)
        let edited = try await market(
            ["edit", "32", "--password", "demo1234", "--stock", "1000000000000"], server: server)
        #expect(edited.status == 0, "\(edited.error)")
        let lines = try await market(["list"], server: server).output.split(separator: "\n").prefix(3)
        let stockEnds = lines.map { $0.count }
        #expect(Set(stockEnds).count == 1, "every line ends at the same column: \(lines)")
        #expect(lines.dropFirst().first?.hasSuffix("1,000,000,000,000") == true)
    }

    @Test("show prints every field and the image URLs; --json is the item; a missing item is one sentence")
    func show() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RunningServer.startOnFixture(in: folder)
        let shown = try await market(["show", "2"], server: server)
        #expect(shown.status == 0)
        #expect(shown.output.hasPrefix("Mac mini  (item 2)\n"))
        for label in ["Price:       890,000 KRW", "Discounted:  89,000 KRW", "Stock:", "Registered:", "Images:"] {
            #expect(shown.output.contains(label))
        }
        #expect(shown.output.contains("\(server.url)/images/") && shown.output.contains("thumbnail: \(server.url)"))

        let json = try await market(["show", "2", "--json"], server: server)
        #expect(try JSONDecoder().decode(ItemDetail.self, from: Data(json.output.utf8)).title == "Mac mini")

        let missing = try await market(["show", "999"], server: server)
        #expect(missing.status == 1)
        #expect(missing.error == "There is no item 999 on \(server.url).\n")
    }

    @Test("add compresses and uploads photos; edit checks the password; delete asks first")
    func addEditDelete() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RunningServer.startOnFixture(in: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bigPhoto = folder.appendingPathComponent("lamp.jpg")
        try ImageCodec.encodeJPEG(ImageFixtures.noisyPhoto(width: 1600, height: 1200), quality: 98).write(to: bigPhoto)
        let badge = folder.appendingPathComponent("badge.png")
        try ImageFixtures.png.write(to: badge)

        // Register, the password read from standard input: a progress line per image, the big one compressed.
        let added = try await market(
            [
                "add", "--title", "Desk lamp", "--descriptions", "Warm light.", "--price", "45", "--currency", "USD",
                "--stock", "3", "--image", bigPhoto.path, "--image", badge.path,
            ], server: server, input: "lamp-pass\n")
        #expect(added.status == 0, "\(added.error)")
        let progress = try #require(added.output.split(separator: "\n").first)
        #expect(
            progress.hasPrefix("Image 1 of 2: lamp.jpg, ") && progress.contains(" MB → ") && progress.hasSuffix(" JPEG")
        )
        #expect(added.output.contains("Image 2 of 2: badge.png, 109 bytes, 32 × 32, small enough to send as it is"))
        #expect(added.output.contains("Registered item 33."))

        // Edit: a wrong password changes nothing and says so; the right one changes the price.
        let wrong = try await market(["edit", "33", "--password", "nope", "--price", "40"], server: server)
        #expect(wrong.status == 1)
        #expect(wrong.error == "The password is wrong, or there is no item 33. Nothing was changed.\n")
        let passwordFile = folder.appendingPathComponent("lamp-password")
        try Data("lamp-pass\n".utf8).write(to: passwordFile)
        let edited = try await market(
            ["edit", "33", "--password-file", passwordFile.path, "--price", "40"], server: server)
        #expect(edited.status == 0 && edited.output.contains("Price:       40 USD"))
        let noFile = try await market(
            ["edit", "33", "--password-file", "/nonexistent/pw", "--price", "1"], server: server)
        #expect(noFile.error == "Could not read the password from /nonexistent/pw: there is no such file.\n")

        // A rule only the server knows comes back with its reason.
        let refused = try await market(
            ["edit", "33", "--password", "lamp-pass", "--discounted-price", "41"], server: server)
        #expect(refused.status == 1)
        #expect(
            refused.error.hasPrefix(
                "The server refused it: discounted_price must be a whole number from 0 to the price (40)"))

        // Delete: "n" and no answer at all both delete nothing; --yes deletes.
        let declined = try await market(["delete", "33", "--password", "lamp-pass"], server: server, input: "n\n")
        #expect(
            declined.status == 1 && declined.error.contains("Delete item 33 “Desk lamp”? This cannot be undone. [y/N] ")
        )
        #expect(declined.error.hasSuffix("Nothing was deleted.\n"))
        let noAnswer = try await market(["delete", "33", "--password", "lamp-pass"], server: server)
        #expect(noAnswer.status == 1)
        #expect(try await market(["show", "33"], server: server).status == 0)
        // The password and then the answer, both from standard input.
        let confirmed = try await market(["delete", "33"], server: server, input: "lamp-pass\nyes\n")
        #expect(confirmed.status == 0 && confirmed.output == "Deleted item 33 “Desk lamp”.\n")
        #expect(try await market(["show", "33"], server: server).status == 1)
        let again = try await market(["delete", "33", "--password", "lamp-pass", "--yes"], server: server)
        #expect(again.error == "The password is wrong, or there is no item 33. Nothing was changed.\n")
    }

    @Test("image saves the file; the second fetch comes from the disk cache")
    func image() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RunningServer.startOnFixture(in: folder)
        let detail = try await market(["show", "1", "--json"], server: server)
        let thumbnail = try #require(
            try JSONDecoder().decode(ItemDetail.self, from: Data(detail.output.utf8)).thumbnails.first)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("thumb.jpg").path

        let first = try await market(["image", thumbnail, "--output", output], server: server)
        #expect(first.status == 0 && first.output.hasSuffix("(downloaded).\n"))
        #expect(try ImageInfo(reading: Data(contentsOf: URL(fileURLWithPath: output))).width <= 300)
        let second = try await market(["image", thumbnail, "-o", output], server: server)
        #expect(second.output.hasSuffix("(from the cache, no download).\n"))

        let missing = try await market(["image", "/images/none.jpg", "-o", output], server: server)
        #expect(missing.status == 1 && missing.error == "There is no image at \(server.url)/images/none.jpg.\n")
    }

    @Test("mistakes get one sentence and a non-zero exit")
    func mistakes() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RunningServer.startOnFixture(in: folder)
        let unreachable = try await market(["list", "--server", "http://127.0.0.1:9"], server: server)
        #expect(unreachable.status == 1)
        #expect(
            unreachable.error.hasPrefix(
                "Could not reach the Open Market server at http://127.0.0.1:9 (connection refused)."))

        let badServer = try await market(["list", "--server", "market"], server: server)
        #expect(badServer.status == 64 && badServer.error.contains("--server must be an http:// or https:// address"))

        let negative = try await market(
            [
                "add", "--title", "T", "--descriptions", "D", "--price", "-5", "--currency", "USD", "--stock", "1",
                "--password", "p", "--image", "x.jpg",
            ], server: server)
        #expect(negative.status == 64 && negative.error.contains("--price must be a whole number ≥ 0; -5 is not."))

        let missingFile = try await market(
            [
                "add", "--title", "T", "--descriptions", "D", "--price", "5", "--currency", "USD", "--stock", "1",
                "--password", "p", "--image", "/nonexistent/x.jpg",
            ], server: server)
        #expect(missingFile.status == 1)
        #expect(missingFile.error == "Could not read the image /nonexistent/x.jpg: there is no such file.\n")

        let noPassword = try await market(["delete", "1"], server: server)
        #expect(noPassword.status == 1)
        #expect(
            noPassword.error.hasSuffix(
                "No password was given (--password, --password-file or typed); nothing was changed.\n"))

        let nothing = try await market(["edit", "1", "--password", "demo1234"], server: server)
        #expect(nothing.status == 64 && nothing.error.contains("Nothing to change"))
        #expect(try await market(["list", "--page", "0"], server: server).status == 64)
    }

}
