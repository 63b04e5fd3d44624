import Foundation

/// The rules by which a search term finds a word, and how strongly each counts when results are ranked.
public enum SearchMatchKind: Sendable, CaseIterable {
    /// The word is the term.
    case exact
    /// The word is the term's singular or plural ("lamps" and "lamp").
    case stem
    /// The word starts with the term, as while the term is still being typed ("lam" and "lamps").
    case prefix
    /// The word is the term with a small typo ("keybord" and "keyboard").
    case typo

    /// How strongly a word found by this rule matches: exact 1.0, stem 0.9, prefix 0.8, typo 0.5.
    public var weight: Double {
        switch self {
        case .exact: 1.0
        case .stem: 0.9
        case .prefix: 0.8
        case .typo: 0.5
        }
    }
}

/// The vocabulary words one search term finds, each with the weight of the strongest rule that found it.
public struct SearchTermMatches: Sendable, Equatable {
    /// The term, as given.
    public let term: String
    /// The words found, each with its weight (see ``SearchMatchKind/weight``).
    public let words: [String: Double]
    /// False when more words matched than ``SearchVocabulary/maxWordsPerTerm`` and the weakest were left out;
    /// then the term should also be searched as a plain prefix, so that nothing is silently dropped.
    public let isComplete: Bool

    /// Matches of `term`: `words` with their weights, and whether they are all the words that matched.
    public init(term: String, words: [String: Double], isComplete: Bool) {
        self.term = term
        self.words = words
        self.isComplete = isComplete
    }
}

/// Every distinct word a search can find, and which of them a search term should find: the word itself,
/// its singular or plural, words it starts, and words it misspells by a letter or two
/// (Damerau–Levenshtein on Unicode scalars after canonical decomposition, so one wrong Hangul jamo is one edit).
///
/// Words are compared by canonical equivalence: a word inserted in two Unicode forms is kept once, in the
/// form first inserted.
public struct SearchVocabulary: Sendable {
    /// The most words ``matches(for:)`` returns for one term.
    public static let maxWordsPerTerm = 500

    private var words: [String] = []
    private var idsByWord: [String: Int32] = [:]
    /// Each word's Unicode scalars after canonical decomposition, the form prefixes and equality are read on.
    private var keys: [[UInt32]] = []
    /// Word ids in the order of their keys, so that the words starting with a term are one run.
    private var sortedIDs: [Int32] = []

    private var stemIDs: [String: Int32] = [:]
    private var wordIDsByStem: [[Int32]] = []
    /// All stems' decomposed scalars end to end, stem `s` at `stemStarts[s]..<stemStarts[s + 1]`:
    /// one flat buffer keeps the typo scan over the whole vocabulary in cache.
    private var stemScalars: [UInt32] = []
    private var stemStarts: [Int] = [0]
    /// For each stem, one bit per scalar it has (by value modulo 64), to rule most stems out before
    /// computing a distance.
    private var stemMasks: [UInt64] = []
    /// Stem ids by the count of their decomposed scalars, so a typo scan reads only the lengths within reach.
    private var stemIDsByLength: [[Int32]] = []

    /// An empty vocabulary.
    public init() {}

    /// A vocabulary of `words`, each as ``MarketSearch/terms(of:)`` writes it; empty words and repeats are ignored.
    public init(words: some Sequence<String>) {
        for word in words { append(word) }
        sortedIDs.sort { keys[Int($0)].lexicographicallyPrecedes(keys[Int($1)]) }
    }

    /// How many distinct words the vocabulary has.
    public var count: Int { words.count }

    /// Whether the vocabulary has `word`.
    public func contains(_ word: String) -> Bool { idsByWord[word] != nil }

    /// Adds `word`, as ``MarketSearch/terms(of:)`` writes it; returns false when it is empty or already there.
    @discardableResult
    public mutating func insert(_ word: String) -> Bool {
        guard let id = append(word) else { return false }
        sortedIDs.removeLast()
        sortedIDs.insert(id, at: firstIndex(notBefore: keys[Int(id)]))
        return true
    }

    /// A copy of the vocabulary with `word` added.
    public func adding(_ word: String) -> SearchVocabulary {
        var copy = self
        copy.insert(word)
        return copy
    }

    /// The words `term` should find, with a weight each; the same word found by several rules keeps the
    /// highest weight. `term` is one word as ``MarketSearch/terms(of:)`` writes it.
    ///
    /// A term finds words equal to it, with its stem (``MarketSearch/stem(_:)``), starting with it, and,
    /// for terms of 3 or more decomposed scalars, whose stem is within a small edit distance of its stem:
    /// 1 for 3 to 5 scalars, 2 for 6 or more, never more than 1 in Hangul; for 3 or 4 scalars the first must
    /// be kept. Words shorter than 3 scalars are not found by typo. At most ``maxWordsPerTerm`` words are
    /// returned, the strongest, then shortest, then first by code point, and `isComplete` says whether any
    /// were left out.
    public func matches(for term: String) -> SearchTermMatches {
        let key = Self.scalars(of: term)
        guard !key.isEmpty else { return SearchTermMatches(term: term, words: [:], isComplete: true) }
        var found: [Int32: Double] = [:]
        func note(_ id: Int32, _ kind: SearchMatchKind) {
            found[id] = max(found[id] ?? 0, kind.weight)
        }

        var index = firstIndex(notBefore: key)
        while index < sortedIDs.count, keys[Int(sortedIDs[index])].starts(with: key) {
            let id = sortedIDs[index]
            note(id, keys[Int(id)].count == key.count ? .exact : .prefix)
            index += 1
        }

        let termStem = MarketSearch.stem(term)
        if let stem = stemIDs[termStem] {
            for id in wordIDsByStem[Int(stem)] { note(id, .stem) }
        }

        let limit = Self.typoLimit(scalarCount: key.count, isHangul: key.contains(where: Self.isHangul))
        if limit > 0 {
            for stem in typoStems(of: Self.scalars(of: termStem), limit: limit, keepingFirst: key.count <= 4) {
                for id in wordIDsByStem[Int(stem)] { note(id, .typo) }
            }
        }

        let isComplete = found.count <= Self.maxWordsPerTerm
        var result: [String: Double] = [:]
        result.reserveCapacity(min(found.count, Self.maxWordsPerTerm))
        for (id, weight) in isComplete ? Array(found) : strongest(of: found) { result[words[Int(id)]] = weight }
        return SearchTermMatches(term: term, words: result, isComplete: isComplete)
    }

    /// The first ``maxWordsPerTerm`` of `found` by weight, then length, then code points.
    private func strongest(of found: [Int32: Double]) -> [(Int32, Double)] {
        struct Rank: Hashable, Comparable {
            let weight: Double
            let length: Int
            static func < (left: Rank, right: Rank) -> Bool {
                left.weight != right.weight ? left.weight > right.weight : left.length < right.length
            }
        }
        // A one-letter term can start tens of thousands of words; grouping by rank leaves only the group the
        // cut falls in to sort.
        var groups: [Rank: [Int32]] = [:]
        for (id, weight) in found { groups[Rank(weight: weight, length: keys[Int(id)].count), default: []].append(id) }
        var kept: [(Int32, Double)] = []
        kept.reserveCapacity(Self.maxWordsPerTerm)
        for rank in groups.keys.sorted() {
            guard var ids = groups[rank] else { continue }
            let room = Self.maxWordsPerTerm - kept.count
            if ids.count > room {
                ids.sort { keys[Int($0)].lexicographicallyPrecedes(keys[Int($1)]) }
                ids.removeLast(ids.count - room)
            }
            kept.append(contentsOf: ids.map { ($0, rank.weight) })
            if kept.count == Self.maxWordsPerTerm { break }
        }
        return kept
    }

    /// Records `word` everywhere but its place in `sortedIDs`, which goes last; nil when empty or known.
    @discardableResult
    private mutating func append(_ word: String) -> Int32? {
        guard !word.isEmpty, idsByWord[word] == nil else { return nil }
        let id = Int32(words.count)
        words.append(word)
        idsByWord[word] = id
        keys.append(Self.scalars(of: word))
        sortedIDs.append(id)

        let stem = MarketSearch.stem(word)
        if let known = stemIDs[stem] {
            wordIDsByStem[Int(known)].append(id)
        } else {
            let stemID = Int32(wordIDsByStem.count)
            stemIDs[stem] = stemID
            wordIDsByStem.append([id])
            let scalars = Self.scalars(of: stem)
            stemScalars.append(contentsOf: scalars)
            stemStarts.append(stemScalars.count)
            stemMasks.append(Self.mask(of: scalars))
            while stemIDsByLength.count <= scalars.count { stemIDsByLength.append([]) }
            stemIDsByLength[scalars.count].append(stemID)
        }
        return id
    }

    /// The first place in `sortedIDs` whose key is not before `key`.
    private func firstIndex(notBefore key: [UInt32]) -> Int {
        var (low, high) = (0, sortedIDs.count)
        while low < high {
            let middle = (low + high) / 2
            if keys[Int(sortedIDs[middle])].lexicographicallyPrecedes(key) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// The stems within `limit` edits of `term`, skipping those too short to be typo-matched and those whose
    /// length alone puts them out of reach.
    private func typoStems(of term: [UInt32], limit: Int, keepingFirst: Bool) -> [Int32] {
        guard let first = term.first else { return [] }
        let termMask = Self.mask(of: term)
        let lengths = max(Self.minimumTypoLength, term.count - limit)...(term.count + limit)
        let longest = min(lengths.upperBound, stemIDsByLength.count - 1)
        guard lengths.lowerBound <= longest else { return [] }
        var matched: [Int32] = []
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (longest + 1)) { rows in
            term.withUnsafeBufferPointer { term in
                stemScalars.withUnsafeBufferPointer { all in
                    for length in lengths.lowerBound...longest {
                        for stem in stemIDsByLength[length] {
                            let start = stemStarts[Int(stem)]
                            if keepingFirst, all[start] != first { continue }
                            // Each scalar one side has and the other lacks takes an edit of its own.
                            let mask = stemMasks[Int(stem)]
                            let unshared = max((termMask & ~mask).nonzeroBitCount, (mask & ~termMask).nonzeroBitCount)
                            if unshared > limit { continue }
                            let candidate = UnsafeBufferPointer(rebasing: all[start..<(start + length)])
                            if Self.distance(term, candidate, limit: limit, rows: rows) != nil {
                                matched.append(stem)
                            }
                        }
                    }
                }
            }
        }
        return matched
    }

    private static let minimumTypoLength = 3

    private static func mask(of scalars: [UInt32]) -> UInt64 {
        scalars.reduce(0) { $0 | 1 << UInt64($1 % 64) }
    }

    /// How many edits a term of `scalarCount` decomposed scalars may be from a word it finds: short terms
    /// would otherwise find almost anything, and a Hangul syllable decomposes into 2 or 3 scalars, so 2 edits
    /// would reach a different syllable altogether.
    private static func typoLimit(scalarCount: Int, isHangul: Bool) -> Int {
        let limit =
            switch scalarCount {
            case ..<minimumTypoLength: 0
            case ...5: 1
            default: 2
            }
        return isHangul ? min(limit, 1) : limit
    }

    private static func isHangul(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    fileprivate static func scalars(of text: String) -> [UInt32] {
        text.decomposedStringWithCanonicalMapping.unicodeScalars.map(\.value)
    }

    /// The optimal-string-alignment distance of `a` and `b` when at most `limit`, else nil. Only cells within
    /// `limit` of the diagonal can stay within `limit`, so only those are computed, and the computation stops
    /// at the first row with none within `limit` (a later row can do no better, even by a swap).
    /// `rows` holds at least `3 * (b.count + 1)` integers.
    fileprivate static func distance(
        _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, limit: Int,
        rows: UnsafeMutableBufferPointer<Int>
    ) -> Int? {
        let (n, m) = (a.count, b.count)
        guard limit >= 0, abs(n - m) <= limit else { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let outside = limit + 1
        let width = m + 1
        var (beforeLast, last, current) = (0, width, 2 * width)
        for j in 0...min(m, limit) { rows[last + j] = j }
        if limit + 1 <= m { rows[last + limit + 1] = outside }
        for i in 1...n {
            let low = max(1, i - limit)
            let high = min(m, i + limit)
            rows[current + low - 1] = low == 1 ? i : outside
            var rowMinimum = rows[current + low - 1]
            let ai = a[i - 1]
            for j in low...high {
                let bj = b[j - 1]
                var d = min(
                    rows[last + j] + 1, rows[current + j - 1] + 1,
                    rows[last + j - 1] + (ai == bj ? 0 : 1))
                if i > 1, j > 1, ai == b[j - 2], a[i - 2] == bj {
                    d = min(d, rows[beforeLast + j - 2] + 1)
                }
                rows[current + j] = d
                rowMinimum = min(rowMinimum, d)
            }
            if high < m { rows[current + high + 1] = outside }
            if rowMinimum > limit { return nil }
            (beforeLast, last, current) = (last, current, beforeLast)
        }
        let d = rows[last + m]
        return d <= limit ? d : nil
    }
}

extension MarketSearch {
    /// `word` without an English plural ending, so that singular and plural meet: "lamps" → "lamp",
    /// "boxes" → "box", "benches" → "bench", "berries" → "berry", "glasses" → "glass"; "glass", "bus" and
    /// "basis" stay. Words of 3 letters or fewer, and words in scripts other than Latin, are returned as given.
    public static func stem(_ word: String) -> String {
        let letters = word.count
        guard letters > 3, word.unicodeScalars.allSatisfy(isLatin) else { return word }
        // Stems shorter than 3 letters come from words like "ties" and "axes", better served by dropping the "s".
        if word.hasSuffix("ies"), letters - 2 >= 3 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("sses"), letters - 2 >= 3 { return String(word.dropLast(2)) }
        if word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") || word.hasSuffix("zes"),
            letters - 2 >= 3
        {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") {
            return String(word.dropLast())
        }
        return word
    }

    /// The Damerau–Levenshtein distance (optimal string alignment: insert, delete, substitute, swap two
    /// neighbours) of `a` and `b`, counted on the Unicode scalars of their canonical decompositions, so that
    /// one wrong Hangul jamo is one edit; nil when it is more than `limit`.
    public static func editDistance(_ a: String, _ b: String, limit: Int) -> Int? {
        guard limit >= 0 else { return nil }
        let (a, b) = (SearchVocabulary.scalars(of: a), SearchVocabulary.scalars(of: b))
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (b.count + 1)) { rows in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in SearchVocabulary.distance(a, b, limit: limit, rows: rows) }
            }
        }
    }

    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x024F, 0x0300...0x036F, 0x1E00...0x1EFF: true
        default: false
        }
    }
}
