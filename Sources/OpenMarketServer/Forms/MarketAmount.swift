/// Amounts of the 2022 API: floats with at most two decimals.
enum MarketAmount {
    /// `amount` rounded to whole cents, so `2.36 − 0.36` is `2.0`, not `1.9999999999999998`.
    static func cents(_ amount: Double) -> Double {
        (amount * 100).rounded() / 100
    }

    /// Whether `amount` has at most two decimals.
    static func hasAtMostTwoDecimals(_ amount: Double) -> Bool {
        abs(amount * 100 - (amount * 100).rounded()) < 1e-6
    }

    /// `amount` for a sentence or a form: `12000`, `2.36`.
    static func text(_ amount: Double) -> String {
        amount == amount.rounded() && abs(amount) < 1e18 ? String(Int64(amount)) : String(amount)
    }
}
