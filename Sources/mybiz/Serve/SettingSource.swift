import ArgumentParser
import Foundation

/// Where `mybiz serve` takes a setting from — its option, else its environment variable, else its
/// default — and the sentence for a value that will not do, naming where it came from.
struct SettingSource {
    /// The environment the variables are read from.
    let environment: [String: String]

    /// `option`, else the variable `name` read by `parse`, else `fallback`; then `valid` checked.
    ///
    /// - Throws: `ValidationError` naming the option or the variable, and what it must be.
    func value<Value>(
        _ option: Value?, flag: String, variable name: String, default fallback: Value, must requirement: String,
        parse: (String) -> Value?, valid: (Value) -> Bool = { _ in true }
    ) throws -> Value {
        if let option {
            guard valid(option) else { throw ValidationError("\(flag) must be \(requirement); \(option) is not.") }
            return option
        }
        guard let text = environment[name], !text.isEmpty else { return fallback }
        guard let parsed = parse(text), valid(parsed) else {
            throw ValidationError("\(name) must be \(requirement); “\(text)” is not.")
        }
        return parsed
    }

    /// `option`, else the variable `name`, else nothing; a value `parse` refuses is an error.
    ///
    /// - Throws: `ValidationError` naming the option or the variable, and what it must be.
    func optionalValue<Value>(
        _ option: String?, flag: String, variable name: String, must requirement: String, parse: (String) -> Value?
    ) throws -> Value? {
        let (text, source) = option.map { ($0, flag) } ?? (environment[name].flatMap { $0.isEmpty ? nil : $0 }, name)
        guard let text else { return nil }
        guard let value = parse(text) else { throw ValidationError("\(source) must be \(requirement), not “\(text)”.") }
        return value
    }

    /// Whether a switch is on: given as a flag, or its variable set to `1`, `true` or `yes`.
    func isOn(_ flag: Bool, variable name: String) -> Bool {
        flag || ["1", "true", "yes"].contains(environment[name]?.lowercased() ?? "")
    }

    /// The options given, else the variable's comma-separated entries, each checked by `valid`.
    func list(
        _ options: [String], flag: String, variable name: String, must requirement: String, valid: (String) -> Bool
    ) throws -> [String] {
        let fromVariable = (environment[name] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let (entries, source) = options.isEmpty ? (fromVariable, name) : (options, flag)
        for entry in entries where !valid(entry) {
            throw ValidationError("\(source) must be \(requirement), not “\(entry)”.")
        }
        return entries
    }
}
