import Foundation

/// A currency of ISO 4217 that people pay with today: its code, how many decimals its amounts have,
/// and its English name. The market stores a price's currency as one of these, never as free text,
/// so "usd" is USD and "Won" is no currency at all.
public struct ISOCurrency: Sendable, Hashable, Identifiable {
    /// The three-letter code, upper case, e.g. `USD`.
    public let code: String
    /// How many decimals an amount has (ISO 4217's minor unit): USD 2, KRW 0, BHD 3.
    public let minorUnits: Int
    /// The English name, e.g. "US Dollar" or "South Korean Won".
    public let name: String

    /// The code, which names one currency.
    public var id: String { code }

    private init(_ code: String, _ minorUnits: Int, _ name: String) {
        self.code = code
        self.minorUnits = minorUnits
        self.name = name
    }

    /// The currency whose code is `text`, in any case and with spaces around ("usd" is USD), or `nil`
    /// when `text` is not the code of an active currency ("Won", "XAU").
    public static func named(_ text: String) -> ISOCurrency? {
        byCode[text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()]
    }

    /// The codes a form lists first, in that order; the rest follow from `all`.
    public static let popular: [String] = ["KRW", "USD", "EUR", "JPY", "GBP", "CNY"]

    private static let byCode: [String: ISOCurrency] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.code, $0) })

    /// Every currency of ISO 4217's list one that is in use, sorted by code.
    ///
    /// Written out rather than read from `Locale`, because Foundation on Linux gets minor units wrong
    /// (it gives KRW two). Source: ISO 4217 list one as amended to 2025, without fund codes (BOV, CHE,
    /// CHW, CLF, COU, MXV, USN, UYI, UYW), the bond-market units XBA–XBD, XDR, XSU, XUA, the precious
    /// metals, XTS and XXX, and without currencies since replaced: ANG by XCG (2025), BGN by EUR
    /// (2026), HRK, SLL, ZWL.
    public static let all: [ISOCurrency] = [
        ISOCurrency("AED", 2, "UAE Dirham"),
        ISOCurrency("AFN", 2, "Afghan Afghani"),
        ISOCurrency("ALL", 2, "Albanian Lek"),
        ISOCurrency("AMD", 2, "Armenian Dram"),
        ISOCurrency("AOA", 2, "Angolan Kwanza"),
        ISOCurrency("ARS", 2, "Argentine Peso"),
        ISOCurrency("AUD", 2, "Australian Dollar"),
        ISOCurrency("AWG", 2, "Aruban Florin"),
        ISOCurrency("AZN", 2, "Azerbaijani Manat"),
        ISOCurrency("BAM", 2, "Bosnia-Herzegovina Convertible Mark"),
        ISOCurrency("BBD", 2, "Barbadian Dollar"),
        ISOCurrency("BDT", 2, "Bangladeshi Taka"),
        ISOCurrency("BHD", 3, "Bahraini Dinar"),
        ISOCurrency("BIF", 0, "Burundian Franc"),
        ISOCurrency("BMD", 2, "Bermudian Dollar"),
        ISOCurrency("BND", 2, "Brunei Dollar"),
        ISOCurrency("BOB", 2, "Bolivian Boliviano"),
        ISOCurrency("BRL", 2, "Brazilian Real"),
        ISOCurrency("BSD", 2, "Bahamian Dollar"),
        ISOCurrency("BTN", 2, "Bhutanese Ngultrum"),
        ISOCurrency("BWP", 2, "Botswana Pula"),
        ISOCurrency("BYN", 2, "Belarusian Ruble"),
        ISOCurrency("BZD", 2, "Belize Dollar"),
        ISOCurrency("CAD", 2, "Canadian Dollar"),
        ISOCurrency("CDF", 2, "Congolese Franc"),
        ISOCurrency("CHF", 2, "Swiss Franc"),
        ISOCurrency("CLP", 0, "Chilean Peso"),
        ISOCurrency("CNY", 2, "Chinese Yuan"),
        ISOCurrency("COP", 2, "Colombian Peso"),
        ISOCurrency("CRC", 2, "Costa Rican Colón"),
        ISOCurrency("CUC", 2, "Cuban Convertible Peso"),
        ISOCurrency("CUP", 2, "Cuban Peso"),
        ISOCurrency("CVE", 2, "Cape Verdean Escudo"),
        ISOCurrency("CZK", 2, "Czech Koruna"),
        ISOCurrency("DJF", 0, "Djiboutian Franc"),
        ISOCurrency("DKK", 2, "Danish Krone"),
        ISOCurrency("DOP", 2, "Dominican Peso"),
        ISOCurrency("DZD", 2, "Algerian Dinar"),
        ISOCurrency("EGP", 2, "Egyptian Pound"),
        ISOCurrency("ERN", 2, "Eritrean Nakfa"),
        ISOCurrency("ETB", 2, "Ethiopian Birr"),
        ISOCurrency("EUR", 2, "Euro"),
        ISOCurrency("FJD", 2, "Fijian Dollar"),
        ISOCurrency("FKP", 2, "Falkland Islands Pound"),
        ISOCurrency("GBP", 2, "British Pound"),
        ISOCurrency("GEL", 2, "Georgian Lari"),
        ISOCurrency("GHS", 2, "Ghanaian Cedi"),
        ISOCurrency("GIP", 2, "Gibraltar Pound"),
        ISOCurrency("GMD", 2, "Gambian Dalasi"),
        ISOCurrency("GNF", 0, "Guinean Franc"),
        ISOCurrency("GTQ", 2, "Guatemalan Quetzal"),
        ISOCurrency("GYD", 2, "Guyanese Dollar"),
        ISOCurrency("HKD", 2, "Hong Kong Dollar"),
        ISOCurrency("HNL", 2, "Honduran Lempira"),
        ISOCurrency("HTG", 2, "Haitian Gourde"),
        ISOCurrency("HUF", 2, "Hungarian Forint"),
        ISOCurrency("IDR", 2, "Indonesian Rupiah"),
        ISOCurrency("ILS", 2, "Israeli New Shekel"),
        ISOCurrency("INR", 2, "Indian Rupee"),
        ISOCurrency("IQD", 3, "Iraqi Dinar"),
        ISOCurrency("IRR", 2, "Iranian Rial"),
        ISOCurrency("ISK", 0, "Icelandic Króna"),
        ISOCurrency("JMD", 2, "Jamaican Dollar"),
        ISOCurrency("JOD", 3, "Jordanian Dinar"),
        ISOCurrency("JPY", 0, "Japanese Yen"),
        ISOCurrency("KES", 2, "Kenyan Shilling"),
        ISOCurrency("KGS", 2, "Kyrgyzstani Som"),
        ISOCurrency("KHR", 2, "Cambodian Riel"),
        ISOCurrency("KMF", 0, "Comorian Franc"),
        ISOCurrency("KPW", 2, "North Korean Won"),
        ISOCurrency("KRW", 0, "South Korean Won"),
        ISOCurrency("KWD", 3, "Kuwaiti Dinar"),
        ISOCurrency("KYD", 2, "Cayman Islands Dollar"),
        ISOCurrency("KZT", 2, "Kazakhstani Tenge"),
        ISOCurrency("LAK", 2, "Lao Kip"),
        ISOCurrency("LBP", 2, "Lebanese Pound"),
        ISOCurrency("LKR", 2, "Sri Lankan Rupee"),
        ISOCurrency("LRD", 2, "Liberian Dollar"),
        ISOCurrency("LSL", 2, "Lesotho Loti"),
        ISOCurrency("LYD", 3, "Libyan Dinar"),
        ISOCurrency("MAD", 2, "Moroccan Dirham"),
        ISOCurrency("MDL", 2, "Moldovan Leu"),
        ISOCurrency("MGA", 2, "Malagasy Ariary"),
        ISOCurrency("MKD", 2, "Macedonian Denar"),
        ISOCurrency("MMK", 2, "Myanmar Kyat"),
        ISOCurrency("MNT", 2, "Mongolian Tugrik"),
        ISOCurrency("MOP", 2, "Macanese Pataca"),
        ISOCurrency("MRU", 2, "Mauritanian Ouguiya"),
        ISOCurrency("MUR", 2, "Mauritian Rupee"),
        ISOCurrency("MVR", 2, "Maldivian Rufiyaa"),
        ISOCurrency("MWK", 2, "Malawian Kwacha"),
        ISOCurrency("MXN", 2, "Mexican Peso"),
        ISOCurrency("MYR", 2, "Malaysian Ringgit"),
        ISOCurrency("MZN", 2, "Mozambican Metical"),
        ISOCurrency("NAD", 2, "Namibian Dollar"),
        ISOCurrency("NGN", 2, "Nigerian Naira"),
        ISOCurrency("NIO", 2, "Nicaraguan Córdoba"),
        ISOCurrency("NOK", 2, "Norwegian Krone"),
        ISOCurrency("NPR", 2, "Nepalese Rupee"),
        ISOCurrency("NZD", 2, "New Zealand Dollar"),
        ISOCurrency("OMR", 3, "Omani Rial"),
        ISOCurrency("PAB", 2, "Panamanian Balboa"),
        ISOCurrency("PEN", 2, "Peruvian Sol"),
        ISOCurrency("PGK", 2, "Papua New Guinean Kina"),
        ISOCurrency("PHP", 2, "Philippine Peso"),
        ISOCurrency("PKR", 2, "Pakistani Rupee"),
        ISOCurrency("PLN", 2, "Polish Zloty"),
        ISOCurrency("PYG", 0, "Paraguayan Guarani"),
        ISOCurrency("QAR", 2, "Qatari Riyal"),
        ISOCurrency("RON", 2, "Romanian Leu"),
        ISOCurrency("RSD", 2, "Serbian Dinar"),
        ISOCurrency("RUB", 2, "Russian Ruble"),
        ISOCurrency("RWF", 0, "Rwandan Franc"),
        ISOCurrency("SAR", 2, "Saudi Riyal"),
        ISOCurrency("SBD", 2, "Solomon Islands Dollar"),
        ISOCurrency("SCR", 2, "Seychellois Rupee"),
        ISOCurrency("SDG", 2, "Sudanese Pound"),
        ISOCurrency("SEK", 2, "Swedish Krona"),
        ISOCurrency("SGD", 2, "Singapore Dollar"),
        ISOCurrency("SHP", 2, "Saint Helena Pound"),
        ISOCurrency("SLE", 2, "Sierra Leonean Leone"),
        ISOCurrency("SOS", 2, "Somali Shilling"),
        ISOCurrency("SRD", 2, "Surinamese Dollar"),
        ISOCurrency("SSP", 2, "South Sudanese Pound"),
        ISOCurrency("STN", 2, "São Tomé and Príncipe Dobra"),
        ISOCurrency("SVC", 2, "Salvadoran Colón"),
        ISOCurrency("SYP", 2, "Syrian Pound"),
        ISOCurrency("SZL", 2, "Swazi Lilangeni"),
        ISOCurrency("THB", 2, "Thai Baht"),
        ISOCurrency("TJS", 2, "Tajikistani Somoni"),
        ISOCurrency("TMT", 2, "Turkmenistani Manat"),
        ISOCurrency("TND", 3, "Tunisian Dinar"),
        ISOCurrency("TOP", 2, "Tongan Paʻanga"),
        ISOCurrency("TRY", 2, "Turkish Lira"),
        ISOCurrency("TTD", 2, "Trinidad and Tobago Dollar"),
        ISOCurrency("TWD", 2, "New Taiwan Dollar"),
        ISOCurrency("TZS", 2, "Tanzanian Shilling"),
        ISOCurrency("UAH", 2, "Ukrainian Hryvnia"),
        ISOCurrency("UGX", 0, "Ugandan Shilling"),
        ISOCurrency("USD", 2, "US Dollar"),
        ISOCurrency("UYU", 2, "Uruguayan Peso"),
        ISOCurrency("UZS", 2, "Uzbekistani Som"),
        ISOCurrency("VED", 2, "Venezuelan Digital Bolívar"),
        ISOCurrency("VES", 2, "Venezuelan Bolívar"),
        ISOCurrency("VND", 0, "Vietnamese Dong"),
        ISOCurrency("VUV", 0, "Vanuatu Vatu"),
        ISOCurrency("WST", 2, "Samoan Tala"),
        ISOCurrency("XAF", 0, "Central African CFA Franc"),
        ISOCurrency("XCD", 2, "East Caribbean Dollar"),
        ISOCurrency("XCG", 2, "Caribbean Guilder"),
        ISOCurrency("XOF", 0, "West African CFA Franc"),
        ISOCurrency("XPF", 0, "CFP Franc"),
        ISOCurrency("YER", 2, "Yemeni Rial"),
        ISOCurrency("ZAR", 2, "South African Rand"),
        ISOCurrency("ZMW", 2, "Zambian Kwacha"),
        ISOCurrency("ZWG", 2, "Zimbabwe Gold"),
    ]
}
