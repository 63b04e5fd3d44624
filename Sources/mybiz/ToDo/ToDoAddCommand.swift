import ArgumentParser
import ToDoKit

/// `mybiz todo add`: a new item at the end of To Do, its title read as the pages' quick-add line reads
/// it (`QuickAdd`): "Dentist friday 9am #health !2 every week @teeth".
struct ToDoAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add an item to the end of your to-do list.",
        discussion: """
            The title is read as the to-do page's quick-add line reads it: a day and a time (tomorrow 2pm, \
            friday 9am, in 3 days, next week, 14:00), a repeat (every week, every 2 months, every monday; \
            every! counts from when it is done), #list, !1 (most urgent) to !4 and @labels are taken out of \
            it; whatever else stays in the title. What --due, --list, --priority or --every says is not \
            read from the title, whose words stay. --as-typed keeps the title exactly as typed.
            """)

    @OptionGroup var storage: ToDoStoreOptions

    @Argument(help: "What to do, with a date, #list, !priority, @labels or a repeat if you like.")
    var title: String

    @Flag(help: "Keep the title exactly as typed: read no date, list, priority, label or repeat from it.")
    var asTyped = false

    @Option(help: "The list it goes in (the Inbox when not said).")
    var list: String?

    @Option(help: ArgumentHelp("How urgent, 1 (most) to 4.", valueName: "1-4"))
    var priority: Int?

    @Option(help: ArgumentHelp("A label; give it again for more.", valueName: "label"))
    var label: [String] = []

    @Option(
        help: ArgumentHelp(
            "How it repeats: \"every week\", \"2 months\", \"monday\", \"every! 3 days\".", valueName: "rule"))
    var every: String?

    @Option(
        help: ArgumentHelp("When it is due: \(DueText.examples).", valueName: "date"))
    var due: DueDateArgument?

    @Option(help: ArgumentHelp("When to be reminded: \(DueText.examples).", valueName: "date"))
    var remind: DueDateArgument?

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

    /// What the options say, which the title is then not read for: its words stay in the title.
    private var toldByOptions: Set<QuickAdd.Kind> {
        var kinds: Set<QuickAdd.Kind> = []
        if due != nil { kinds.insert(.due) }
        if list != nil { kinds.insert(.list) }
        if priority != nil { kinds.insert(.priority) }
        if every != nil { kinds.insert(.repeats) }
        return kinds
    }

    func validate() throws {
        if let priority, !ToDoItem.priorities.contains(priority) {
            throw ValidationError("--priority is 1 (the most urgent) to 4; \(priority) is none of them.")
        }
        if let every, QuickAdd.recurrence(from: every) == nil {
            throw ValidationError(
                "--every \"\(every)\" is no repeat: write it as every day, every weekday, every 2 weeks, every monday or every! 3 days."
            )
        }
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
            let text = ToDoText()
            let read =
                asTyped
                ? QuickAdd(title: title)
                : QuickAdd.read(title, now: text.now, calendar: text.calendar, leaving: toldByOptions)
            let item = try ToDoItem(
                title: read.title, itemDescription: description, dueDate: due?.date ?? read.due, location: place,
                list: list ?? read.list, priority: priority ?? read.priority, labels: read.labels + label,
                recurrence: every.flatMap(QuickAdd.recurrence(from:)) ?? read.recurrence, reminder: remind?.date)
            let added = try await storage.makeManager().update { (list: inout ToDoList) throws(ToDoInputError) in
                try list.add(item)
            }
            var said = "Added “\(added.title)” as item \(added.number)"
            if let due = added.dueDate { said += ", due \(text.due(due))" }
            let tags = text.organised(added)
            Console.print(said + (tags.isEmpty ? "." : " (\(tags))."))
        }
    }
}
