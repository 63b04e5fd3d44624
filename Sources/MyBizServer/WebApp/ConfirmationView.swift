import WebPages

/// The page that asks before something is deleted for good: what, what follows from it, the button
/// that does it and the way back. Every delete of the company app goes through it, with or without
/// JavaScript.
struct ConfirmationView {
    let frame: AppFrame
    /// The page's heading, a question: "Delete “Friday pizza”?".
    let question: String
    /// What deleting it means, in a sentence.
    let consequence: String
    /// Where the form is sent, and what its button says.
    let action: String
    let button: String
    /// Where "Keep it" goes.
    let back: String
}
