import MyBizAPI
import WebPages

/// The Settings screen: who is logged in, the change-password form, logging out everywhere.
struct SettingsView {
    let frame: AppFrame
    let name: String
    let username: String
    let role: String
    /// Whether the account is not one of the company's people, which the page explains.
    let outsideCompany: Bool
    /// Whether the password is an invitation's temporary one, which the page asks to replace.
    let choosePassword: Bool
    let password: PasswordChangeForm
    let minLength = PasswordRules.minLength
}

/// The change-password form's state: what went wrong with which field, or the notice after a change.
struct PasswordChangeForm {
    var currentError: String?
    var newError: String?
    var repeatError: String?
    /// A problem with no field of its own (too many attempts).
    var error: String?
    var notice: String?
}
