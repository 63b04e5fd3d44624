import Foundation

/// DURATION values (RFC 5545 §3.3.6): `P1D`, `-PT15M`, `P1W`, `PT1H30M`.
public enum ICalendarDuration {
    /// The seconds `value` stands for, negative before; `nil` when it is no duration.
    public static func seconds(_ value: String) -> TimeInterval? {
        var text = Substring(value.trimmingCharacters(in: .whitespaces).uppercased())
        var sign = 1.0
        if text.first == "+" {
            text.removeFirst()
        } else if text.first == "-" {
            sign = -1
            text.removeFirst()
        }
        guard text.first == "P" else { return nil }
        text.removeFirst()
        var total = 0.0
        var number = ""
        var inTime = false
        var sawUnit = false
        for character in text {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            if character == "T" {
                guard number.isEmpty, !inTime else { return nil }
                inTime = true
                continue
            }
            guard let amount = Double(number) else { return nil }
            number = ""
            sawUnit = true
            switch (character, inTime) {
            case ("W", false): total += amount * 604_800
            case ("D", false): total += amount * 86_400
            case ("H", true): total += amount * 3_600
            case ("M", true): total += amount * 60
            case ("S", true): total += amount
            default: return nil
            }
        }
        guard number.isEmpty, sawUnit else { return nil }
        return sign * total
    }

    /// `seconds` written as a duration (`-PT15M`, `P1D`, `PT0S`).
    public static func value(_ seconds: TimeInterval) -> String {
        var rest = Int(abs(seconds).rounded())
        let sign = seconds < 0 ? "-" : ""
        let days = rest / 86_400
        rest %= 86_400
        var text = sign + "P"
        if days > 0 { text += "\(days)D" }
        if rest > 0 || days == 0 {
            text += "T"
            let hours = rest / 3_600
            let minutes = rest % 3_600 / 60
            let secs = rest % 60
            if hours > 0 { text += "\(hours)H" }
            if minutes > 0 { text += "\(minutes)M" }
            if secs > 0 || (hours == 0 && minutes == 0) { text += "\(secs)S" }
        }
        return text
    }
}
