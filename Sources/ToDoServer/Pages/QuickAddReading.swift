import Foundation
import ToDoKit

/// What `/todo/understand` answers while someone types in the quick-add line: the title that would be
/// added and each piece of the line understood, in words — `QuickAdd`'s reading, the same the line's
/// post adds.
struct QuickAddReading: Encodable {
    /// A piece understood: what it is, the words typed and what they mean.
    struct Piece: Encodable {
        let kind: String
        let words: String
        let meaning: String
    }

    let title: String
    let understood: [Piece]

    init(_ read: QuickAdd) {
        title = read.title
        understood = read.understood.map { Piece(kind: $0.kind.rawValue, words: $0.words, meaning: $0.meaning) }
    }
}
