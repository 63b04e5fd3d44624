import Foundation

/// What the figures were measured on, printed with them.
enum Machine {
    static var description: String {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let memory = ProcessInfo.processInfo.physicalMemory / 1_073_741_824
        let system = ProcessInfo.processInfo.operatingSystemVersionString
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory) GiB, \(system)"
    }
}
