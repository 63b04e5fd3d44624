import ArgumentParser
import ToDoKit

/// `mybiz todo edit N`: changes an item's title, due date, place, description, list, priority, labels,
/// repeat or reminder; what is not given stays as it is, and the item keeps its number and section.
struct ToDoEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract:
            "Change an item: its title, due date, place, description, list, priority, labels, repeat or reminder.",
        discussion: """
            Only what you give changes; the item keeps its number and its section. --no-due and \
            --no-location remove the due date or the place; --description "" removes the description. \
            --address, --lat and --lon change the place, which needs a name: the item's own, or \
            --location. --list "" moves it to the Inbox, --labels "" takes its labels off, and \
            --no-priority, --no-repeat and --no-reminder remove those.
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

    @Option(help: "The list it moves to (\"\" for the Inbox).")
    var list: String?

    @Option(help: ArgumentHelp("How urgent, 1 (most) to 4.", valueName: "1-4"))
    var priority: Int?

    @Flag(help: "Remove the priority.")
    var noPriority = false

    @Option(help: ArgumentHelp("Its labels, separated by commas (\"\" takes them all off).", valueName: "labels"))
    var labels: String?

    @Option(
        help: ArgumentHelp(
            "How it repeats: \"every week\", \"2 months\", \"monday\", \"every! 3 days\".", valueName: "rule"))
    var every: String?

    @Flag(help: "Stop it repeating.")
    var noRepeat = false

    @Option(help: ArgumentHelp("When to be reminded: \(DueText.examples).", valueName: "date"))
    var remind: DueDateArgument?

    @Flag(help: "Remove the reminder.")
    var noReminder = false

    func validate() throws {
        if noDue, due != nil { throw ValidationError("Give --due or --no-due, not both.") }
        if noLocation, location != nil || address != nil || lat != nil || lon != nil {
            throw ValidationError(
                "--no-location removes the place: do not give --location, --address, --lat or --lon with it.")
        }
        if (lat == nil) != (lon == nil) { throw ValidationError("Give both --lat and --lon, or neither.") }
        for (option, value, none) in [
            ("--priority", priority != nil, noPriority), ("--every", every != nil, noRepeat),
            ("--remind", remind != nil, noReminder),
        ] where value && none {
            throw ValidationError("Give \(option) or its --no- flag, not both.")
        }
        if let priority, !ToDoItem.priorities.contains(priority) {
            throw ValidationError("--priority is 1 (the most urgent) to 4; \(priority) is none of them.")
        }
        if let every, QuickAdd.recurrence(from: every) == nil {
            throw ValidationError(
                "--every \"\(every)\" is no repeat: write it as every day, every weekday, every 2 weeks, every monday or every! 3 days."
            )
        }
        let changes: [Bool] = [
            title != nil, due != nil, noDue, location != nil, noLocation, address != nil, lat != nil,
            description != nil, list != nil, priority != nil, noPriority, labels != nil, every != nil, noRepeat,
            remind != nil, noReminder,
        ]
        if !changes.contains(true) {
            throw ValidationError(
                "Say what to change: --title, --due, --no-due, --location, --no-location, --address, --lat and --lon, --description, --list, --priority, --labels, --every, --remind, or a --no- flag."
            )
        }
    }

    func run() async throws {
        try await storage.reportingFailures {
            let edited = try await storage.makeManager().update { (list: inout ToDoList) throws(ToDoInputError) in
                let old = list.item(at: try item.place(in: list))
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
            id: old.id, createdAt: old.createdAt, isDone: old.isDone,
            list: list ?? old.list,
            priority: noPriority ? nil : (priority ?? old.priority),
            labels: labels.map { $0.split(separator: ",").map(String.init) } ?? old.labels,
            recurrence: noRepeat ? nil : (every.flatMap(QuickAdd.recurrence(from:)) ?? old.recurrence),
            reminder: noReminder ? nil : (remind?.date ?? old.reminder))
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
