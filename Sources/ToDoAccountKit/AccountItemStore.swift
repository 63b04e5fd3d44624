import Foundation
import Networking
import ToDoKit

/// The list of an account on a MyBiz server (`/api/todos`), the same list the `/todo` pages show.
/// `network` carries the account's token (MyBizKit's `MyBizClient.network` does). A change reads the
/// list, applies the change, and sends what it did item by item (`/api/todos/items`, `ToDoList.itemChanges(to:)`):
/// each item's fields changed from the version read, so another device changing other items — or other
/// fields of the same item — meanwhile loses nothing, and neither does this one. A change of many items
/// at once (emptying the list, merging another) is sent as the whole list over the revision read
/// (`If-Match`), run again on the newer list when another device wrote first.
public struct AccountItemStore: ItemStore {
    /// The client of the server, signed in.
    public let network: NetworkClient
    /// How often a whole-list change is tried again while other changes keep getting in first.
    public var attempts = 10
    /// The most items a change sends one by one; more go as the whole list.
    public var itemByItemLimit = 20

    /// The path of the account's list.
    public static let path = "/api/todos"
    /// The path of its items.
    public static let itemsPath = "/api/todos/items"

    /// A store of the list of the account `network` is signed in to.
    public init(network: NetworkClient) {
        self.network = network
    }

    /// The list as the server keeps it now.
    public func load() async throws(ItemStoreError) -> ToDoList {
        try await fetch().list
    }

    /// Applies `change` to the server's list and sends what it changed, item by item, or — for a change
    /// of many items — the whole list over the revision it read.
    public func update<T>(_ change: (inout ToDoList) throws(ToDoInputError) -> T) async throws(ItemStoreError) -> T {
        for _ in 0..<max(attempts, 1) {
            let (read, revision) = try await fetch()
            var list = read
            let result: T
            do throws(ToDoInputError) {
                result = try change(&list)
            } catch {
                throw .refused(error)
            }
            let changes = read.itemChanges(to: list)
            if changes.count <= itemByItemLimit {
                for itemChange in changes { try await send(itemChange) }
                return result
            }
            if try await write(list, over: revision) { return result }
        }
        throw .server(
            reason: "Your list on the server was changed by others all the while; nothing was changed. Try again.")
    }

    /// Sends one item's change. An item another device deleted meanwhile is not brought back by a
    /// change of it, nor refused: its delete was the later change.
    private func send(_ change: ToDoItemChange) async throws(ItemStoreError) {
        let json = "application/json"
        switch change {
        case .delete(let id):
            do {
                _ = try await network.send(Request<Data>(method: .delete, path: "\(Self.itemsPath)/\(id.uuidString)"))
            } catch let error as NetworkError where error.statusCode == 404 {
                return
            } catch {
                throw Self.failure(error)
            }
        case .change(let id, let patch, let version):
            do {
                _ = try await network.send(
                    Request<Data>(
                        method: .patch, path: "\(Self.itemsPath)/\(id.uuidString)",
                        headers: version > 0 ? ["If-Match": "\"\(version)\""] : [:],
                        body: .data(patch.json, contentType: json)))
            } catch let error as NetworkError where error.statusCode == 404 {
                return
            } catch {
                throw Self.failure(error)
            }
        case .create(let item, let before):
            _ = try await send(
                Request<Data>(
                    method: .post, path: Self.itemsPath,
                    body: .data(ToDoItemPatch.creating(item), contentType: json)))
            guard let before else { return }
            let move = Data(#"{"before": "\#(before.uuidString)"}"#.utf8)
            do {
                _ = try await network.send(
                    Request<Data>(
                        method: .post, path: "\(Self.itemsPath)/\(item.id.uuidString)/move",
                        body: .data(move, contentType: json)))
            } catch let error as NetworkError where error.statusCode == 404 {
                return  // The item it went before is gone: it stays at the end.
            } catch {
                throw Self.failure(error)
            }
        }
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
