import Foundation
import Networking
import ToDoKit

/// The list of an account on a MyBiz server (`/api/todos`), the same list the `/todo` pages show.
/// `network` carries the account's token (MyBizKit's `MyBizClient.network` does). Every change reads
/// the list and its revision, applies the change, and writes it back over that revision only
/// (`If-Match`); when another device wrote first, the change runs again on the newer list, so two
/// clients changing one list at once lose nothing.
public struct AccountItemStore: ItemStore {
    /// The client of the server, signed in.
    public let network: NetworkClient
    /// How often a change is tried again while other changes keep getting in first.
    public var attempts = 10

    /// The path of the account's list.
    public static let path = "/api/todos"

    /// A store of the list of the account `network` is signed in to.
    public init(network: NetworkClient) {
        self.network = network
    }

    /// The list as the server keeps it now.
    public func load() async throws(ItemStoreError) -> ToDoList {
        try await fetch().list
    }

    /// Applies `change` to the server's list and writes the result over the revision it read.
    public func update<T>(_ change: (inout ToDoList) throws(ToDoInputError) -> T) async throws(ItemStoreError) -> T {
        for _ in 0..<max(attempts, 1) {
            var (list, revision) = try await fetch()
            let result: T
            do throws(ToDoInputError) {
                result = try change(&list)
            } catch {
                throw .refused(error)
            }
            if try await write(list, over: revision) { return result }
        }
        throw .server(
            reason: "Your list on the server was changed by others all the while; nothing was changed. Try again.")
    }

    /// The list and its revision.
    private func fetch() async throws(ItemStoreError) -> (list: ToDoList, revision: Int64) {
        let data = try await send(Request<Data>(path: Self.path, headers: ["Accept": "application/json"]))
        do {
            // The server's list, as it keeps it: read even when it holds what rules made since refuse.
            let document = try ToDoList.revisioned(document: data, source: .kept)
            return (document.list, document.revision ?? 0)
        } catch {
            throw .server(reason: "The server's answer is not a to-do list (\(error)).")
        }
    }

    /// Writes `list` if the server's list is still at `revision`; `false` when it is not.
    private func write(_ list: ToDoList, over revision: Int64) async throws(ItemStoreError) -> Bool {
        let body: Data
        do {
            body = try list.document()
        } catch {
            throw .server(reason: "The list could not be written as JSON (\(error)).")
        }
        let request = Request<Data>(
            method: .put, path: Self.path,
            headers: ["If-Match": "\"\(revision)\""], body: .data(body, contentType: "application/json"))
        do {
            _ = try await network.send(request)
            return true
        } catch let error as NetworkError where error.statusCode == 412 {
            return false
        } catch {
            throw Self.failure(error)
        }
    }

    private func send(_ request: Request<Data>) async throws(ItemStoreError) -> Data {
        do {
            return try await network.send(request)
        } catch {
            throw Self.failure(error)
        }
    }

    /// The sentence for a request that failed: the server's own reason when it gave one.
    private static func failure(_ error: any Error) -> ItemStoreError {
        guard let error = error as? NetworkError else { return .server(reason: "\(error)") }
        if error.statusCode == 401 {
            return .server(reason: "The server no longer accepts this session; log in again with `mybiz biz login`.")
        }
        if let body = error.responseBody,
            let reason = (try? JSONDecoder().decode(Reason.self, from: body))?.reason
        {
            return .server(reason: reason)
        }
        return .server(reason: error.description)
    }

    private struct Reason: Decodable {
        let reason: String
    }
}
