/// One content line of an iCalendar object (RFC 5545 §3.1): a name, its parameters and its value,
/// the value kept exactly as written (still escaped), so a property we do not read goes back out as
/// it came in.
public struct ICalendarProperty: Hashable, Sendable {
    /// The name, in capitals (`SUMMARY`, `X-APPLE-SORT-ORDER`).
    public var name: String
    /// The parameters in the order written; names in capitals, values unquoted.
    public var parameters: [ICalendarParameter]
    /// The value as written on the line, escapes and all.
    public var value: String

    /// A property `name` with the raw `value` and `parameters`.
    public init(_ name: String, value: String, parameters: [ICalendarParameter] = []) {
        self.name = name.uppercased()
        self.value = value
        self.parameters = parameters
    }

    /// A TEXT property (RFC 5545 §3.3.11): `text` escaped.
    public init(_ name: String, text: String, parameters: [ICalendarParameter] = []) {
        self.init(name, value: ICalendarText.escaped(text), parameters: parameters)
    }

    /// The value read as TEXT: escapes undone.
    public var text: String { ICalendarText.unescaped(value) }

    /// The value read as a comma-separated list of TEXT (`CATEGORIES`).
    public var texts: [String] { ICalendarText.list(value) }

    /// The first value of parameter `name`, if written.
    public func parameter(_ name: String) -> String? {
        let name = name.uppercased()
        return parameters.first { $0.name == name }?.values.first
    }
}

/// A property parameter (`TZID=Europe/Berlin`, `VALUE=DATE`): a name and one or more values.
public struct ICalendarParameter: Hashable, Sendable {
    /// The name, in capitals.
    public var name: String
    /// The values, unquoted.
    public var values: [String]

    /// Parameter `name` with `values`.
    public init(_ name: String, _ values: String...) {
        self.name = name.uppercased()
        self.values = values
    }

    /// Parameter `name` with the list `values`.
    public init(_ name: String, values: [String]) {
        self.name = name.uppercased()
        self.values = values
    }
}
