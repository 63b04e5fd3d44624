import Foundation
import ICalendar
import ServerSecurity
import ToDoKit

/// One account's list as CalDAV shows it: a collection per list name (the Inbox always), each
/// item a calendar object under the name its client gave it, or its id.
struct CalDAVListing: Sendable {
    let account: UUID
    let list: ToDoList
    let revision: Int64
    let kept: [UUID: CalDAVObjectStore.Kept]
    /// When each item last changed: a finished one's `COMPLETED`, when no app said it.
    let times: [UUID: Date]
    /// Each list's colour and order as the apps set them, by `CalDAVListAppearance.key`.
    let appearance: [String: [CalDAVRequest.PropertyName: String]]
    /// The zone of the app asking, for items no app wrote.
    let zone: TimeZone

    /// The collections' names: the Inbox, then every list an item is in.
    var collections: [String] { list.lists.map(\.name) }

    /// The collection name `name` stands for (any case), if there is one.
    func collection(named name: String) -> String? {
        collections.first { $0.lowercased() == name.lowercased() }
    }

    /// The items in collection `name`.
    func items(in name: String) -> [ToDoItem] {
        list.items.filter { ($0.list ?? ToDoItem.inbox).lowercased() == name.lowercased() }
    }

    /// The name `item`'s object goes by.
    func objectName(of item: ToDoItem) -> String { kept[item.id]?.name ?? "\(item.id.uuidString).ics" }

    /// The item called `name` in collection `collection`.
    func item(named name: String, in collection: String) -> ToDoItem? {
        let candidates = items(in: collection)
        if let byName = kept.values.first(where: { $0.name == name }) {
            return candidates.first { $0.id == byName.item }
        }
        let stem = name.hasSuffix(".ics") ? String(name.dropLast(4)) : name
        guard let id = UUID(uuidString: stem), kept[id] == nil || kept[id]?.name == name else { return nil }
        return candidates.first { $0.id == id }
    }

    /// The zone `id`'s days are told in: the one its object was written in, else the app's.
    func zone(of id: UUID) -> TimeZone { kept[id]?.zone ?? zone }

    /// `item`'s calendar object as text.
    func object(of item: ToDoItem) -> String {
        let kept = self.kept[item.id].flatMap { try? ICalendarParser.calendar($0.text) }
        return VTodoWriter(zone: zone(of: item.id)).calendar(for: item, kept: kept, completedAt: times[item.id]).text
    }

    /// The strong ETag of an object's text.
    static func etag(_ text: String) -> String { ContentTag.of(text) }

    /// The collection's ctag: it changes whenever the list does.
    var ctag: String { "\(revision)" }

    /// The sync token of the list's revision.
    var syncToken: String { Self.syncToken(revision) }

    static func syncToken(_ revision: Int64) -> String { "urn:mybiz:todo-sync:\(revision)" }

    /// The revision a sync token says; `nil` for one that is not ours.
    static func revision(ofSyncToken token: String) -> Int64? {
        let prefix = "urn:mybiz:todo-sync:"
        guard token.hasPrefix(prefix) else { return nil }
        return Int64(token.dropFirst(prefix.count))
    }
}
