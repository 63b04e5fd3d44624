/// What a MyBiz password must be, for sign-up, a change of password and an invitation alike.
public enum PasswordRules {
    /// The fewest characters.
    public static let minLength = 6
    /// The most characters (every byte counts: it is hashed before bcrypt).
    public static let maxLength = 1_000

    /// The sentence saying what is wrong with `password` as the value of `field`, or `nil` when it
    /// will do.
    public static func problem(_ password: String, field: String = "password") -> String? {
        if password.count < minLength { return "\(field) must be at least \(minLength) characters." }
        if password.count > maxLength { return "\(field) must be at most \(maxLength) characters." }
        if password.utf8.contains(0) { return "\(field) must not contain the NUL character." }
        return nil
    }
}
