import ArgumentParser
import ToDoKit

/// `mybiz todo edit N`: changes an item's title, due date, place or description; what is not given
/// stays as it is, and the item keeps its number and section.
struct ToDoEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change an item: its title, due date, place or description.",
        discussion: """
            Only what you give changes; the item keeps its number and its section. --no-due and \
            --no-location remove the due date or the place; --description "" removes the description. \
            --address, --lat and --lon change the place, which needs a name: the item's own, or \
            --location.
            """
    )

    @OptionGroup var storage: ToDoStoreOptions

    @Argument(help: "The item's number (shown by `mybiz todo list`), or its id.")
    var item: ItemReference

    @Option(help: "The new title.")
    var title: String?

    @Option(
        help: ArgumentHelp("The new due date: \(DueText.examples).", valueName: "date"))
    var due: DueDateArgument?

    @Flag(help: "Remove the due date.")
    var noDue = false

    @Option(help: "The place's new name.")
    var location: String?

    @Flag(help: "Remove the place (with its address and coordinates).")
    var noLocation = false

    @Option(help: "The place's new address.")
    var address: String?

    // Read unconditionally so a southern latitude such as -33.9 is a value, not an option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The place's new latitude, −90 to 90 (with --lon).", valueName: "degrees"))
    var lat: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The place's new longitude, −180 to 180 (with --lat).", valueName: "degrees"))
    var lon: Double?

    @Option(help: "The new description (\"\" removes it).")
    var description: String?

    func validate() throws {
        if noDue, due != nil { throw ValidationError("Give --due or --no-due, not both.") }
        if noLocation, location != nil || address != nil || lat != nil || lon != nil {
            throw ValidationError(
                "--no-location removes the place: do not give --location, --address, --lat or --lon with it.")
        }
        if (lat == nil) != (lon == nil) { throw ValidationError("Give both --lat and --lon, or neither.") }
        let changes: [Bool] = [
            title != nil, due != nil, noDue, location != nil, noLocation, address != nil, lat != nil,
            description != nil,
        ]
        if !changes.contains(true) {
            throw ValidationError(
                "Say what to change: --title, --due, --no-due, --location, --no-location, --address, --lat and --lon, or --description."
            )
        }
    }

    func run() async throws {
        try await storage.reportingFailures {
            let edited = try await storage.makeManager().update { (list: inout ToDoList) throws(ToDoInputError) in
                let old = ItemReference.item(at: try item.place(in: list), in: list)
                return try list.replace(with: try changed(old))
            }
            Console.print("Changed item \(edited.number), “\(edited.title)”.")
        }
    }

    /// `old` with what the options say, keeping its id and the day it was added.
    private func changed(_ old: ToDoItem) throws(ToDoInputError) -> ToDoItem {
        try ToDoItem(
            title: title ?? old.title,
            itemDescription: description ?? old.itemDescription,
            dueDate: noDue ? nil : (due?.date ?? old.dueDate),
            location: try changedLocation(old.location),
            id: old.id, createdAt: old.createdAt, isDone: old.isDone)
    }

    private func changedLocation(_ old: Location?) throws(ToDoInputError) -> Location? {
        if noLocation { return nil }
        guard location != nil || address != nil || lat != nil else { return old }
        guard let name = location ?? old?.name else {
            throw .incomplete(reason: "The item has no place yet: give its name with --location too.")
        }
        var coordinate = old?.coordinate
        if let lat, let lon { coordinate = try Location.Coordinate(latitude: lat, longitude: lon) }
        return try Location(name: name, address: address ?? old?.address, coordinate: coordinate)
    }
}
