/// A component of an iCalendar object (RFC 5545 §3.4–3.6): `VCALENDAR`, `VEVENT`, `VTODO`, `VALARM`,
/// `VTIMEZONE`… with its properties and the components inside it, each in the order written.
public struct ICalendarComponent: Hashable, Sendable {
    /// The name, in capitals (`VTODO`).
    public var name: String
    /// The properties in the order written.
    public var properties: [ICalendarProperty]
    /// The components inside, in the order written.
    public var components: [ICalendarComponent]

    /// A component `name` holding `properties` and `components`.
    public init(_ name: String, properties: [ICalendarProperty] = [], components: [ICalendarComponent] = []) {
        self.name = name.uppercased()
        self.properties = properties
        self.components = components
    }

    /// The first property called `name`, if any.
    public func property(_ name: String) -> ICalendarProperty? {
        let name = name.uppercased()
        return properties.first { $0.name == name }
    }

    /// Every property called `name`, in order.
    public func properties(_ name: String) -> [ICalendarProperty] {
        let name = name.uppercased()
        return properties.filter { $0.name == name }
    }

    /// The components inside called `name`, in order.
    public func components(_ name: String) -> [ICalendarComponent] {
        let name = name.uppercased()
        return components.filter { $0.name == name }
    }

    /// Puts `property` in place of the first one of its name (where that one stood), dropping any
    /// others of the name; at the end when there is none.
    public mutating func set(_ property: ICalendarProperty) {
        guard let first = properties.firstIndex(where: { $0.name == property.name }) else {
            properties.append(property)
            return
        }
        properties[first] = property
        var index = properties.index(after: first)
        while index < properties.endIndex {
            if properties[index].name == property.name { properties.remove(at: index) } else { index += 1 }
        }
    }

    /// Drops every property called `name`.
    public mutating func remove(_ name: String) {
        let name = name.uppercased()
        properties.removeAll { $0.name == name }
    }

    /// The component written as iCalendar text: CRLF line ends, lines folded at 75 octets.
    public var text: String {
        var lines = ICalendarLines()
        lines.write(self)
        return lines.text
    }
}
