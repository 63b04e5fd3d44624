import ArgumentParser

/// `mybiz todo`: a personal task list in the terminal.
struct ToDoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: "Keep your to-do list: add, list, due, show, edit, check, uncheck, rm, clear, move-to-account.",
        discussion: """
            Each item gets a number when it is added (1, 2, 3 …), shown by `mybiz todo list`. The \
            number never changes — checking, unchecking or removing other items leaves it alone — and \
            is never given to another item, so a command repeated or run from a script still means the \
            same item. Commands take that number, or an item's id (or its first 4 characters or more). \
            Once `mybiz biz login` has been done, the list is your account's on that server (--server, \
            MYBIZ_SERVER) — the one the /todo pages show. Without a login, or with --local, it is saved \
            after every change in $XDG_DATA_HOME/mybiz/todos.json (~/.local/share/…), or where --store \
            or MYBIZ_TODO_STORE says; `mybiz todo move-to-account` moves it to the account once.
            """,
        subcommands: [
            ToDoAddCommand.self, ToDoListCommand.self, ToDoDueCommand.self, ToDoShowCommand.self, ToDoEditCommand.self,
            ToDoCheckCommand.self,
            ToDoUncheckCommand.self, ToDoRemoveCommand.self, ToDoClearCommand.self, ToDoMoveCommand.self,
        ]
    )
}
