import Foundation
import Testing

@testable import ToDoServer

@Suite("RevisionCache: a value serves only while its list is at the revision it was made from")
struct RevisionCacheTests {
    @Test("Given a value kept at revision 3, then it serves at 3 only, and a full cache starts again")
    func servesItsRevision() {
        let cache = RevisionCache<String>(capacity: 2)
        let (ann, bob, cy) = (UUID(), UUID(), UUID())
        cache.keep("ann at 3", of: ann, at: 3)
        #expect(cache.value(of: ann, at: 3) == "ann at 3")
        #expect(cache.value(of: ann, at: 4) == nil && cache.value(of: bob, at: 3) == nil)
        cache.keep("ann at 4", of: ann, at: 4)
        #expect(cache.value(of: ann, at: 3) == nil && cache.value(of: ann, at: 4) == "ann at 4")
        cache.keep("bob at 1", of: bob, at: 1)
        cache.keep("cy at 1", of: cy, at: 1)
        #expect(cache.value(of: ann, at: 4) == nil && cache.value(of: cy, at: 1) == "cy at 1")
    }
}
