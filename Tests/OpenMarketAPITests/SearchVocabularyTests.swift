import OpenMarketAPI
import Testing

@Suite("SearchVocabulary: plurals, prefixes and small typos find what was meant, in English and Korean")
struct SearchVocabularyTests {
    let vocabulary = SearchVocabulary(words: [
        "lamp", "lamps", "lampshade", "clamp", "desk", "desks", "disk", "ask", "keyboard", "keyboards",
        "책상", "책", "의자", "ab", "ac", "bus", "glass", "glasses",
    ])

    @Test("Given “lamps”, when matched, then lamps, lamp, lampshade and clamp rank exact > stem > prefix > typo")
    func plurals() {
        let matches = vocabulary.matches(for: "lamps")
        #expect(matches.term == "lamps" && matches.isComplete)
        #expect(matches.words["lamps"] == SearchMatchKind.exact.weight)
        #expect(matches.words["lamp"] == SearchMatchKind.stem.weight)
        #expect(matches.words["lampshade"] == SearchMatchKind.prefix.weight)
        #expect(matches.words["clamp"] == SearchMatchKind.typo.weight)
        let weights = SearchMatchKind.allCases.map(\.weight)
        #expect(weights == weights.sorted(by: >) && Set(weights).count == weights.count)
    }

    @Test("Given “lam”, when matched, then the words it starts are found as you type")
    func prefix() {
        let matches = vocabulary.matches(for: "lam")
        #expect(matches.words["lamp"] == 0.8 && matches.words["lamps"] == 0.8 && matches.words["lampshade"] == 0.8)
    }

    @Test("Given “dsk”, when matched, then desk, desks and disk are found, and ask, with another first letter, is not")
    func shortTypo() {
        let words = vocabulary.matches(for: "dsk").words
        #expect(words == ["desk": 0.5, "desks": 0.5, "disk": 0.5])
    }

    @Test("Given “keybord”, when matched, then keyboard and keyboards are found")
    func longTypo() {
        let words = vocabulary.matches(for: "keybord").words
        #expect(words == ["keyboard": 0.5, "keyboards": 0.5])
    }

    @Test("Given a Korean syllable, when matched, then the words it starts are found")
    func koreanPrefix() {
        let words = vocabulary.matches(for: "책").words
        #expect(words["책"] == 1.0 && words["책상"] == 0.8 && words["의자"] == nil)
    }

    @Test("Given a Korean word with one wrong jamo, when matched, then the word meant is found")
    func koreanTypo() {
        // 챽 and 책 differ in the vowel only: ㅑ for ㅐ.
        #expect(MarketSearch.editDistance("챽상", "책상", limit: 2) == 1)
        #expect(vocabulary.matches(for: "챽상").words == ["책상": 0.5])
        // Two wrong jamo are too many in Hangul, though 6 scalars would allow 2 in English.
        #expect(vocabulary.matches(for: "챽샹").words.isEmpty)
    }

    @Test("Given a one-letter term over a big vocabulary, when matched, then its words are capped, incomplete")
    func capped() {
        var words = (0..<2_000).map { "a\(String($0, radix: 26))x" }
        words += ["a", "as"]
        let matches = SearchVocabulary(words: words).matches(for: "a")
        #expect(!matches.isComplete)
        #expect(matches.words.count == SearchVocabulary.maxWordsPerTerm)
        #expect(matches.words["a"] == 1.0 && matches.words["as"] == 0.8)
        // Shorter words are kept first among equal weights.
        #expect(matches.words.keys.allSatisfy { $0.count <= 4 })
        #expect(matches == SearchVocabulary(words: words.reversed()).matches(for: "a"))
    }

    @Test("Given a word found by several rules, when matched, then it keeps the highest weight")
    func highestWeight() {
        // “lamp” starts “lamps”'s stem and is its stem: stem beats prefix and typo.
        #expect(vocabulary.matches(for: "lamp").words["lamps"] == 0.9)
        #expect(vocabulary.matches(for: "desk").words["desks"] == 0.9)
    }

    @Test("Given a term shorter than 3, when matched, then no typo is forgiven")
    func shortTerms() {
        #expect(vocabulary.matches(for: "ab").words == ["ab": 1.0])
        #expect(MarketSearch.editDistance("ab", "ac", limit: 1) == 1)
    }

    @Test(
        "Given a word, when stemmed, then an English plural ending is dropped and nothing else",
        arguments: [
            ("lamps", "lamp"), ("lamp", "lamp"), ("boxes", "box"), ("benches", "bench"), ("dishes", "dish"),
            ("berries", "berry"), ("glasses", "glass"), ("glass", "glass"), ("bus", "bus"), ("gas", "gas"),
            ("basis", "basis"), ("cactus", "cactus"), ("ties", "tie"), ("책상", "책상"),
        ])
    func stems(word: String, stem: String) {
        #expect(MarketSearch.stem(word) == stem)
    }

    @Test("Given two words, when their edit distance is taken, then a swap is one edit and over the limit is nil")
    func editDistance() {
        #expect(MarketSearch.editDistance("keybaord", "keyboard", limit: 2) == 1)
        #expect(MarketSearch.editDistance("keyboard", "keyboard", limit: 0) == 0)
        #expect(MarketSearch.editDistance("kitten", "sitting", limit: 3) == 3)
        #expect(MarketSearch.editDistance("kitten", "sitting", limit: 2) == nil)
        #expect(MarketSearch.editDistance("", "abc", limit: 3) == 3)
    }

    @Test("Given a vocabulary, when words are added, then they are found and repeats are not counted")
    func growing() {
        var grown = SearchVocabulary()
        let inserted = [grown.insert("lamp"), grown.insert("lamp"), grown.insert("")]
        #expect(inserted == [true, false, false])
        #expect(grown.adding("lamps").count == 2 && grown.count == 1)
        grown.insert("desk")
        grown.insert("clamp")
        #expect(grown.matches(for: "des").words == ["desk": 0.8])
        #expect(grown.matches(for: "lamps").words == ["lamp": 0.9, "clamp": 0.5])
    }
}
