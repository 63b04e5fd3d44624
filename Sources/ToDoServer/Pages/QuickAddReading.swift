import Foundation
import ToDoKit

/// What `/todo/understand` answers while someone types in the quick-add line: the title that would be
/// added and each piece of the line understood, in words — `QuickAdd`'s reading, the same the line's
/// post adds.
struct QuickAddReading: Encodable {
    let title: String
    let understood: [QuickAdd.Piece]

    init(_ read: QuickAdd) {
        title = read.title
        understood = read.understood
    }
}
