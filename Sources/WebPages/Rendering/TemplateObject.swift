import Mustache
import Synchronization

/// A page's view as the templates read it: its stored properties reflected once, into a dictionary.
///
/// swift-mustache finds a name in a value by making a `Mirror` and walking every stored property on
/// each lookup; a page looks up hundreds of names, each climbing the context stack, so reflection was
/// seven tenths of a page's time. Wrapped in this, each view value is reflected once and each lookup
/// is a dictionary read. Only the pages' own view types are wrapped (they are in the modules named
/// in `viewModules`); strings, numbers, dates and the like reach the templates as they are.
final class TemplateObject: MustacheParent, CustomStringConvertible {
    private let value: Any
    private let children: [String: Any]
    private var wrapped: [String: Any] = [:]

    private init(_ value: Any) {
        self.value = value
        var children: [String: Any] = [:]
        for child in Mirror(reflecting: value).children {
            if let label = child.label { children[label] = child.value }
        }
        self.children = children
    }

    /// The named property, wrapped in turn; `nil` when there is none or it is `nil` — so the lookup
    /// climbs on to the enclosing values, as with a `Mirror`.
    func child(named name: String) -> Any? {
        if let done = wrapped[name] { return done }
        guard let child = children[name], let value = Self.wrap(child) else { return nil }
        wrapped[name] = value
        return value
    }

    /// `{{.}}` of a view writes what the value itself would.
    var description: String { String(describing: value) }

    /// `value` as templates should see it: optionals unwrapped, view types wrapped, arrays of them
    /// wrapped element by element.
    static func wrap(_ value: Any) -> Any? {
        switch value {
        case is String, is Bool, is Int, is Int64, is Double, is TemplateObject: return value
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { wrap($0.value) }
        case .collection:
            guard let array = value as? [Any] else { return value }
            return array.map { wrap($0) ?? $0 }
        case .struct where isView(type(of: value)), .class where isView(type(of: value)):
            return TemplateObject(value)
        default:
            return value
        }
    }

    /// The modules whose structs are page views.
    private static let viewModules = ["WebPages.", "MyBizServer.", "ToDoServer.", "OpenMarketServer.", "Server."]
    private static let viewTypes = Mutex<[ObjectIdentifier: Bool]>([:])

    private static func isView(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = viewTypes.withLock({ $0[key] }) { return known }
        let name = String(reflecting: type)
        let isView = viewModules.contains { name.hasPrefix($0) }
        viewTypes.withLock { $0[key] = isView }
        return isView
    }
}
