extension Dictionary where Key == String, Value == String {
    /// Adds `headers`, replacing any existing header whose name differs only in case: HTTP field
    /// names are case-insensitive, so `authorization` and `Authorization` are one header.
    mutating func mergeHeaders(_ headers: [String: String]) {
        guard !isEmpty else {
            self = headers
            return
        }
        for (name, value) in headers {
            let lowered = name.lowercased()
            for existing in keys where existing.lowercased() == lowered {
                removeValue(forKey: existing)
            }
            self[name] = value
        }
    }
}
