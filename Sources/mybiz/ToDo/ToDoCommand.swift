import ArgumentParser

/// `mybiz todo`: a personal task list in the terminal.
struct ToDoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: "Keep your to-do list: add, list, show, check, uncheck, delete.",
        discussion: """
            Items are numbered in `mybiz todo list`: To Do first, then Finished. Commands take that \
            number, or an item's id (or the start of it), which never changes. The list is saved after \
            every change in $XDG_DATA_HOME/mybiz/todos.json (~/.local/share/…), or where --store or \
            MYBIZ_TODO_STORE says.
            """,
        subcommands: [
            ToDoAddCommand.self, ToDoListCommand.self, ToDoShowCommand.self, ToDoCheckCommand.self,
            ToDoUncheckCommand.self, ToDoRemoveCommand.self, ToDoClearCommand.self,
        ]
    )
}
