import APIDocuments

/// The limits table of each document: one explicit list per document, so a limit the document
/// gains must be tied before the tests pass, and a tie whose limit is gone is noticed.
enum LimitTable {
    /// The ties of `document`'s limits.
    static func ties(of document: APIDocument) -> [LimitTie] {
        switch document {
        case .openMarket: OpenMarketLimitTable.ties
        case .openMarketV2: OpenMarketV2LimitTable.ties
        case .myBiz: MyBizLimitTable.ties
        }
    }

    /// The type whose list ties `document`'s limits, for messages.
    static func name(of document: APIDocument) -> String {
        switch document {
        case .openMarket: "OpenMarketLimitTable"
        case .openMarketV2: "OpenMarketV2LimitTable"
        case .myBiz: "MyBizLimitTable"
        }
    }
}
