import Foundation

/// Where an item happens: a name, and optionally an address and a coordinate.
public struct Location: Codable, Hashable, Sendable {
    /// A point on Earth, checked to be one.
    public struct Coordinate: Codable, Hashable, Sendable {
        /// −90 … 90.
        public let latitude: Double
        /// −180 … 180.
        public let longitude: Double

        /// The latitudes on Earth, in degrees.
        public static let latitudes = -90.0...90.0
        /// The longitudes on Earth, in degrees.
        public static let longitudes = -180.0...180.0

        /// A coordinate, when it is on Earth.
        public init(latitude: Double, longitude: Double) throws(ToDoInputError) {
            guard Self.latitudes.contains(latitude), Self.longitudes.contains(longitude) else {
                throw .invalidCoordinate(latitude: latitude, longitude: longitude)
            }
            self.latitude = latitude
            self.longitude = longitude
        }

        /// Decodes and checks a coordinate, so a hand-edited file cannot hold an impossible one.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            try self.init(
                latitude: try container.decode(Double.self, forKey: .latitude),
                longitude: try container.decode(Double.self, forKey: .longitude))
        }
    }

    /// What the place is called.
    public let name: String
    /// Its address.
    public let address: String?
    /// Its position.
    public let coordinate: Coordinate?

    /// A location; the name must not be blank; no text longer than its limit or holding NUL.
    public init(name: String, address: String? = nil, coordinate: Coordinate? = nil) throws(ToDoInputError) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .emptyLocationName }
        try ToDoField.placeName.check(name, limit: ToDoItem.maxTextLength)
        if let address { try ToDoField.address.check(address, limit: ToDoItem.maxTextLength) }
        self.name = name
        self.address = address.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        self.coordinate = coordinate
    }

    /// A location as a list kept before the rules holds it, unchecked.
    private init(kept name: String, address: String?, coordinate: Coordinate?) {
        self.name = name
        self.address = address
        self.coordinate = coordinate
    }

    /// Decodes and checks a location by the rules of `init(name:address:coordinate:)`: a file or an
    /// API body can hold no blank name and no text over its limit. A refusal names the field. A list
    /// kept before the rules (`ToDoDocumentSource.kept`) is read as it is.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let address = try container.decodeIfPresent(String.self, forKey: .address)
        let coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        if decoder.userInfo[ToDoListFile.sourceKey] as? ToDoDocumentSource == .kept {
            self.init(kept: name, address: address, coordinate: coordinate)
            return
        }
        do throws(ToDoInputError) {
            try self.init(name: name, address: address, coordinate: coordinate)
        } catch {
            let key: CodingKeys = error.field == .address ? .address : .name
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }
}
