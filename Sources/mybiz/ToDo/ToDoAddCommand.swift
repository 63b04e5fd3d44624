import ArgumentParser
import ToDoKit

/// `mybiz todo add`: a new item at the end of To Do.
struct ToDoAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add an item to the end of your to-do list.")

    @OptionGroup var storage: ToDoStoreOptions

    @Argument(help: "What to do.")
    var title: String

    @Option(
        help: ArgumentHelp("When it is due: \(DueText.examples).", valueName: "date"))
    var due: DueDateArgument?

    @Option(help: "Where: the place's name.")
    var location: String?

    @Option(help: "The place's address (needs --location).")
    var address: String?

    // Read unconditionally so a southern latitude such as -33.9 is a value, not an option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The place's latitude, −90 to 90 (needs --location and --lon).", valueName: "degrees"))
    var lat: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The place's longitude, −180 to 180 (needs --location and --lat).", valueName: "degrees"))
    var lon: Double?

    @Option(help: "More words about it.")
    var description: String?

    func validate() throws {
        if location == nil, address != nil || lat != nil || lon != nil {
            throw ValidationError("--address, --lat and --lon describe a place: give its name with --location too.")
        }
        if (lat == nil) != (lon == nil) { throw ValidationError("Give both --lat and --lon, or neither.") }
    }

    func run() async throws {
        try await storage.reportingFailures {
            let coordinate = try lat.flatMap { lat in
                try lon.map { try Location.Coordinate(latitude: lat, longitude: $0) }
            }
            let place = try location.map { try Location(name: $0, address: address, coordinate: coordinate) }
            let item = try ToDoItem(title: title, itemDescription: description, dueDate: due?.date, location: place)
            let added = try await storage.makeManager().update { (list: inout ToDoList) throws(ToDoInputError) in
                try list.add(item)
            }
            Console.print("Added “\(added.title)” as item \(added.number).")
        }
    }
}
