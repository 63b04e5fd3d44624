import Foundation

/// Which items of a list a person is looking at: one list (the Inbox too), one label, the items whose
/// words hold a text — or all of them. Both sections are searched.
public struct ToDoFilter: Equatable, Hashable, Sendable {
    /// The list, by name (`ToDoItem.inbox` for items in no list); `nil` for every list.
    public var list: String?
    /// The label; `nil` for any.
    public var label: String?
    /// Words every item shown holds somewhere — its title, notes, place, list or labels — in any case
    /// and with or without accents; `nil` or blank for any.
    public var text: String?

    /// A filter; without arguments, everything.
    public init(list: String? = nil, label: String? = nil, text: String? = nil) {
        self.list = list.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        self.label = label.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        self.text = text.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
    }

    /// Whether it shows everything.
    public var isEverything: Bool { list == nil && label == nil && text == nil }

    /// Whether `item` is shown.
    public func shows(_ item: ToDoItem) -> Bool {
        if let list {
            let wanted: String
            do {
                wanted = try ToDoItem.listName(list) ?? ToDoItem.inbox
            } catch {
                wanted = list
            }
            guard Self.same(item.list ?? ToDoItem.inbox, wanted) else { return false }
        }
        if let label, !item.labels.contains(where: { Self.same($0, label) }) { return false }
        if let text {
            let words =
                [item.title, item.itemDescription, item.location?.name, item.location?.address, item.list]
                .compactMap { $0 } + item.labels
            let haystack = Self.folded(words.joined(separator: "\n"))
            // Every word typed, anywhere: "milk oat" finds "Buy oat milk".
            return text.split(whereSeparator: \.isWhitespace).allSatisfy { haystack.contains(Self.folded(String($0))) }
        }
        return true
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private static func same(_ a: String, _ b: String) -> Bool { folded(a) == folded(b) }
}

extension ToDoList {
    /// The items `filter` shows, each section in its order.
    public func filtered(by filter: ToDoFilter) -> ToDoList {
        guard !filter.isEverything else { return self }
        var list = self
        list.keepItems(where: filter.shows)
        return list
    }

    /// The lists items are in, the Inbox first, then by name, each with how many of its items are to do.
    public var lists: [(name: String, toDo: Int)] {
        let counted = names { [$0.list ?? ToDoItem.inbox] }
        let inbox = counted.first { $0.name.lowercased() == ToDoItem.inbox.lowercased() }
        return [(ToDoItem.inbox, inbox?.toDo ?? 0)]
            + counted.filter { $0.name.lowercased() != ToDoItem.inbox.lowercased() }
    }

    /// The labels items have, by name, each with how many items to do have it.
    public var labels: [(name: String, toDo: Int)] { names(\.labels) }

    /// The names `of` gives the items — one spelling each, whatever its case — by name, each with how
    /// many items to do have it.
    private func names(_ of: (ToDoItem) -> [String]) -> [(name: String, toDo: Int)] {
        var counts: [String: (name: String, toDo: Int)] = [:]
        for item in toDo + done {
            for name in of(item) {
                let key = name.lowercased()
                counts[key, default: (name, 0)].toDo += item.isDone ? 0 : 1
            }
        }
        return counts.sorted { $0.key < $1.key }.map(\.value)
    }
}
