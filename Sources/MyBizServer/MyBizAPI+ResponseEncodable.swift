import Hummingbird
import MyBizAPI

// The wire types handlers return: encoded by the context's MyBiz encoder.
extension Session: ResponseEncodable {}
extension User: ResponseEncodable {}
extension Announcement: ResponseEncodable {}
extension Event: ResponseEncodable {}
extension Employee: ResponseEncodable {}
extension PurchaseOrder: ResponseEncodable {}
extension SuggestedPurchaseOrderNumber: ResponseEncodable {}
