import MyBizAPI

/// The limits big analytics vendors put on names and values, checked before anything reaches a
/// service, so an app behaves the same whichever vendor is behind `AppLog`. A name is what the MyBiz
/// contract calls one (`AnalyticsReportRules.isValidName`); vendors ask two things more of it: a
/// letter first, and none of their own prefixes.
public enum AnalyticsNameRules {
    /// Longest event name: the contract's.
    public static let maxEventName = AnalyticsLimits.maxNameLength
    /// Most parameters on one event.
    public static let maxParameters = 25
    /// Longest parameter name.
    public static let maxParameterName = 40
    /// Longest text value of a parameter.
    public static let maxTextValue = 100
    /// Longest user property name.
    public static let maxUserPropertyName = 24
    /// Longest user property value.
    public static let maxUserPropertyValue = 36
    /// Longest user id.
    public static let maxUserID = 256
    /// Longest screen name or screen class.
    public static let maxScreenName = 100
    /// Prefixes vendors keep for themselves.
    public static let reservedPrefixes = ["firebase_", "google_", "ga_"]

    /// What is wrong with an event, or `nil` when it may be logged.
    public static func problem(event name: String, parameters: [String: AnalyticsParameter]) -> String? {
        if let problem = problem(name: name, kind: "event name", maxLength: maxEventName) { return problem }
        if parameters.count > maxParameters {
            return "The event \(name) has \(parameters.count) parameters; at most \(maxParameters) are allowed."
        }
        for (key, value) in parameters.sorted(by: { $0.key < $1.key }) {
            if let problem = problem(name: key, kind: "parameter name", maxLength: maxParameterName) {
                return "\(problem) (event \(name))"
            }
            if let text = value.text, text.count > maxTextValue {
                return
                    "The parameter \(key) of \(name) is \(text.count) characters long; at most \(maxTextValue) are allowed."
            }
        }
        return nil
    }

    /// What is wrong with a user property, or `nil`.
    public static func problem(userProperty name: String, value: String?) -> String? {
        if let problem = problem(name: name, kind: "user property name", maxLength: maxUserPropertyName) {
            return problem
        }
        if let value, value.count > maxUserPropertyValue {
            return
                "The user property \(name) is \(value.count) characters long; at most \(maxUserPropertyValue) are allowed."
        }
        return nil
    }

    /// A name of 1 to `maxLength` letters, digits and `_` (the contract's rule), starting with a letter,
    /// no reserved prefix.
    static func problem(name: String, kind: String, maxLength: Int) -> String? {
        let valid =
            AnalyticsReportRules.isValidName(name, maxLength: maxLength)
            && name.unicodeScalars.first.map(isLetter) == true
        guard valid else {
            return "The \(kind) “\(name)” must be 1 to \(maxLength) letters, digits or _, starting with a letter."
        }
        if let prefix = reservedPrefixes.first(where: { name.lowercased().hasPrefix($0) }) {
            return "The \(kind) “\(name)” starts with \(prefix), which analytics vendors reserve."
        }
        return nil
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
