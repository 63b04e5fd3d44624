import Foundation
import ServerSupport
import ToDoKit
import WebPages

/// One item in a section of the list.
struct ToDoRow {
    let id: String
    let title: String
    let due: String?
    let place: String?
    let isDone: Bool

    init(_ item: ToDoItem) {
        id = item.id.uuidString
        title = item.title
        due = item.dueDate.map(PageText.dayWithYear)
        place = item.location?.name
        isDone = item.isDone
    }
}

/// `/todo`: the To do section, then Finished.
struct ToDoListView {
    let username: String
    let csrf: String
    let toDo: [ToDoRow]
    let done: [ToDoRow]
    let toDoIsEmpty: Bool
    let doneIsEmpty: Bool
    let isEmpty: Bool
    /// Whether everything on the list is finished (and there is something on it).
    let allDone: Bool
    let toDoCount: Int
    let doneCount: Int
    let notice: String?

    let account: AccountMenu

    init(username: String, csrf: String, list: ToDoList, notice: String?, account: AccountMenu) {
        self.account = account
        self.username = username
        self.csrf = csrf
        toDo = list.toDo.map(ToDoRow.init)
        done = list.done.map(ToDoRow.init)
        toDoIsEmpty = list.toDo.isEmpty
        doneIsEmpty = list.done.isEmpty
        isEmpty = list.toDo.isEmpty && list.done.isEmpty
        allDone = list.toDo.isEmpty && !list.done.isEmpty
        toDoCount = list.toDo.count
        doneCount = list.done.count
        self.notice = notice
    }
}

/// `/todo/items/{id}`: everything about one item.
struct ToDoDetailView {
    let csrf: String
    let id: String
    let title: String
    let due: String?
    let place: String?
    let address: String?
    let coordinates: String?
    let mapLink: String?
    let description: String?
    let isDone: Bool
    let created: String

    let account: AccountMenu

    init(csrf: String, item: ToDoItem, account: AccountMenu) {
        self.account = account
        self.csrf = csrf
        id = item.id.uuidString
        title = item.title
        due = item.dueDate.map(PageText.dayWithYear)
        place = item.location?.name
        address = item.location?.address
        coordinates = item.location?.coordinate.map { "\($0.latitude), \($0.longitude)" }
        mapLink = item.location.flatMap(Self.mapLink)
        description = item.itemDescription
        isDone = item.isDone
        created = PageText.dayWithYear(item.createdAt)
    }

    /// OpenStreetMap at the coordinates, or searching for the address.
    static func mapLink(_ location: Location) -> String? {
        if let point = location.coordinate {
            return
                "https://www.openstreetmap.org/?mlat=\(point.latitude)&mlon=\(point.longitude)#map=16/\(point.latitude)/\(point.longitude)"
        }
        guard let address = location.address,
            let query = address.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
        else { return nil }
        return "https://www.openstreetmap.org/search?query=\(query)"
    }
}
