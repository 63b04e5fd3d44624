import HTTPTypes
import Hummingbird

extension Response {
    /// Has the browser forget what the apps kept on this device for the person signing out — what
    /// their pages keep in `localStorage` and IndexedDB (the reminders already shown, a folded
    /// section), and the service worker's cache — so the next person at the computer finds none of it.
    package mutating func forgetWhatTheDeviceKept() {
        headers[HTTPField.Name("Clear-Site-Data")!] = #""storage""#
    }
}
