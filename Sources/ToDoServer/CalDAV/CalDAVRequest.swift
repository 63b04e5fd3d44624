import Foundation

/// What a PROPFIND or REPORT body asks for.
enum CalDAVRequest {
    struct PropertyName: Hashable, Sendable {
        let namespace: String
        let name: String
    }

    /// The properties a `prop` element names.
    static func names(in prop: DAVElement?) -> [PropertyName]? {
        prop.map { $0.children.map { PropertyName(namespace: $0.namespace, name: $0.name) } }
    }

    /// The properties a PROPFIND body asks for: `nil` for all (an empty body, `allprop`).
    static func propfind(_ body: DAVElement?) -> [PropertyName]? {
        guard let body, body.is(DAVElement.dav, "propfind") else { return nil }
        return names(in: body.child(DAVElement.dav, "prop"))
    }
}
