import MyBizAPI
import Testing
import ToDoKit

/// Every limit of `mybiz.yaml`, the MyBiz API with its analytics and to-do list, tied to the constant
/// it restates.
enum MyBizLimitTable {
    /// The ties, in the document's order.
    static let ties: [LimitTie] = [
        LimitTie("/paths/~1api~1analytics/get/parameters/0/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/paths/~1api~1analytics/get/parameters/0/schema/maximum", AnalyticsLimits.maxEventsPerRequest),
        LimitTie("/paths/~1api~1analytics/get/parameters/1/schema/minimum", InherentBound.nonNegative),
        LimitTie("/paths/~1api~1analytics/get/parameters/1/schema/maximum", AnalyticsLimits.maxEventsOffset),
        LimitTie("/paths/~1api~1analytics~1batch/post/parameters/0/schema/minLength", InherentBound.nonEmptyText),
        LimitTie(
            "/paths/~1api~1analytics~1batch/post/parameters/0/schema/maxLength",
            AnalyticsLimits.maxIdempotencyKeyLength),
        LimitTie(
            "/paths/~1api~1analytics~1batch/post/requestBody/content/application~1json/schema/minItems",
            InherentBound.nonEmptyList),
        LimitTie(
            "/paths/~1api~1analytics~1batch/post/requestBody/content/application~1json/schema/maxItems",
            AnalyticsLimits.maxBatch),
        LimitTie("/components/schemas/SignupRequest/properties/username/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/SignupRequest/properties/username/maxLength", UsernameRules.maxLength),
        LimitTie("/components/schemas/SignupRequest/properties/password/minLength", PasswordRules.minLength),
        LimitTie("/components/schemas/SignupRequest/properties/password/maxLength", PasswordRules.maxLength),
        LimitTie("/components/schemas/SignupRequest/properties/name/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/SignupRequest/properties/name/maxLength", SignupRequest.maxName),
        LimitTie("/components/schemas/Invitation/properties/username/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/Invitation/properties/username/maxLength", UsernameRules.maxLength),
        LimitTie("/components/schemas/Invitation/properties/name/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/Invitation/properties/name/maxLength", Invitation.maxText),
        LimitTie("/components/schemas/PasswordChange/properties/currentPassword/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/PasswordChange/properties/currentPassword/maxLength", PasswordRules.maxLength),
        LimitTie("/components/schemas/PasswordChange/properties/newPassword/minLength", PasswordRules.minLength),
        LimitTie("/components/schemas/PasswordChange/properties/newPassword/maxLength", PasswordRules.maxLength),
        LimitTie("/components/schemas/AnnouncementDraft/properties/title/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/AnnouncementDraft/properties/title/maxLength", AnnouncementDraft.maxTitle),
        LimitTie("/components/schemas/AnnouncementDraft/properties/message/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/AnnouncementDraft/properties/message/maxLength", AnnouncementDraft.maxMessage),
        LimitTie("/components/schemas/EmployeeDraft/properties/givenName/maxLength", EmployeeDraft.maxText),
        LimitTie("/components/schemas/EmployeeDraft/properties/familyName/maxLength", EmployeeDraft.maxText),
        LimitTie("/components/schemas/EmployeeDraft/properties/roleTitle/maxLength", EmployeeDraft.maxText),
        LimitTie("/components/schemas/EmployeeDraft/properties/department/maxLength", EmployeeDraft.maxText),
        LimitTie("/components/schemas/EmployeeDraft/properties/location/maxLength", EmployeeDraft.maxText),
        LimitTie("/components/schemas/EventDraft/properties/name/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/EventDraft/properties/name/maxLength", EventDraft.maxName),
        LimitTie("/components/schemas/EventDraft/properties/duration/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/EventDraft/properties/duration/maximum", EventDraft.maxDuration),
        LimitTie("/components/schemas/EventDraft/properties/place/maxLength", EventDraft.maxPlace),
        LimitTie("/components/schemas/ProductDraft/properties/name/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/ProductDraft/properties/name/maxLength", ProductDraft.maxName),
        LimitTie("/components/schemas/ProductDraft/properties/unitPrice/exclusiveMinimum", InherentBound.positive),
        LimitTie("/components/schemas/ProductDraft/properties/unitPrice/maximum", ProductDraft.maxUnitPrice),
        LimitTie("/components/schemas/PurchaseLine/properties/quantity/exclusiveMinimum", InherentBound.positive),
        LimitTie("/components/schemas/NewPurchaseOrder/properties/poNumber/minLength", InherentBound.nonEmptyText),
        LimitTie(
            "/components/schemas/NewPurchaseOrder/properties/poNumber/maxLength", PurchaseOrderRules.maxNumberLength),
        LimitTie(
            "/components/schemas/NewPurchaseOrder/properties/comment/maxLength", PurchaseOrderRules.maxCommentLength),
        LimitTie("/components/schemas/NewPurchaseOrder/properties/purchases/minItems", InherentBound.nonEmptyList),
        LimitTie("/components/schemas/NewPurchaseOrder/properties/purchases/maxItems", PurchaseOrderRules.maxLines),
        LimitTie("/components/schemas/PurchaseDecision/properties/reason/maxLength", PurchaseDecision.maxReason),
        LimitTie("/components/schemas/NewComment/properties/body/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/Inbox/properties/items/maxItems", Inbox.shown),
        LimitTie("/components/schemas/Inbox/properties/unread/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/NewComment/properties/body/maxLength", NewComment.maxBody),
        LimitTie(
            "/components/schemas/AnnouncementConversation/properties/reactions/items/properties/count/minimum",
            InherentBound.nonNegative),
        LimitTie("/components/schemas/EmployeeAccount/properties/approvalLimit/minimum", InherentBound.nonNegative),
        LimitTie(
            "/components/schemas/EmployeeAccount/properties/approvalLimit/maximum", EmployeeAccount.maxApprovalLimit),
        LimitTie("/components/schemas/AnalyticsReport/properties/type/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/AnalyticsReport/properties/type/maxLength", AnalyticsLimits.maxTypeLength),
        LimitTie("/components/schemas/AnalyticsReport/properties/duration/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/AnalyticsReport/properties/device/maxLength", AnalyticsLimits.maxDetailLength),
        LimitTie("/components/schemas/AnalyticsReport/properties/os/maxLength", AnalyticsLimits.maxDetailLength),
        LimitTie(
            "/components/schemas/AnalyticsReport/properties/appVersion/maxLength", AnalyticsLimits.maxDetailLength),
        LimitTie("/components/schemas/BatchAcceptance/properties/accepted/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/BatchAcceptance/properties/accepted/maximum", AnalyticsLimits.maxBatch),
        LimitTie(
            "/components/schemas/AnalyticsSummary/properties/screens/items/properties/views/minimum",
            InherentBound.nonNegative),
        LimitTie(
            "/components/schemas/AnalyticsSummary/properties/screens/items/properties/users/minimum",
            InherentBound.nonNegative),
        LimitTie(
            "/components/schemas/AnalyticsSummary/properties/events/items/properties/count/minimum",
            InherentBound.countedFromOne),
        LimitTie(
            "/components/schemas/AnalyticsSummary/properties/daily/items/properties/views/minimum",
            InherentBound.nonNegative),
        LimitTie("/components/schemas/LeftOut/properties/count/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/LeftOut/properties/total/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ToDoList/properties/version/minimum", ToDoListFile.version),
        LimitTie("/components/schemas/ToDoList/properties/version/maximum", ToDoListFile.version),
        LimitTie("/components/schemas/ToDoList/properties/revision/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ToDoList/properties/nextNumber/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/ToDoList/properties/toDo/maxItems", ToDoList.maxItems),
        LimitTie("/components/schemas/ToDoList/properties/done/maxItems", ToDoList.maxItems),
        LimitTie("/components/schemas/ToDoItem/properties/title/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/ToDoItem/properties/title/maxLength", ToDoItem.maxTitleLength),
        LimitTie("/components/schemas/ToDoItem/properties/list/maxLength", ToDoItem.maxNameLength),
        LimitTie("/components/schemas/ToDoItem/properties/labels/items/maxLength", ToDoItem.maxNameLength),
        LimitTie("/components/schemas/ToDoItem/properties/labels/maxItems", ToDoItem.maxLabels),
        LimitTie("/components/schemas/ToDoItem/properties/priority/minimum", ToDoItem.priorities.lowerBound),
        LimitTie("/components/schemas/ToDoItem/properties/priority/maximum", ToDoItem.priorities.upperBound),
        LimitTie("/components/schemas/ToDoRecurrence/properties/interval/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/ToDoRecurrence/properties/interval/maximum", Recurrence.maxInterval),
        LimitTie("/components/schemas/ToDoRecurrence/properties/weekday/minimum", Recurrence.weekdays.lowerBound),
        LimitTie("/components/schemas/ToDoRecurrence/properties/weekday/maximum", Recurrence.weekdays.upperBound),
        LimitTie("/components/schemas/ToDoItem/properties/itemDescription/oneOf/0/maxLength", ToDoItem.maxTextLength),
        LimitTie("/components/schemas/ToDoItem/properties/number/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ToDoItem/properties/version/minimum", InherentBound.nonNegative),
        LimitTie(
            "/components/schemas/ToDoItem/properties/fieldVersions/additionalProperties/minimum",
            InherentBound.countedFromOne),
        LimitTie("/components/schemas/ToDoItemAnswer/properties/revision/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ToDoNewItem/properties/line/maxLength", QuickAdd.maxLineLength),
        LimitTie("/components/schemas/ToDoNewItem/properties/defaultList/oneOf/0/maxLength", ToDoItem.maxNameLength),
        LimitTie("/components/schemas/ToDoItemPatch/properties/title/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/ToDoItemPatch/properties/title/maxLength", ToDoItem.maxTitleLength),
        LimitTie(
            "/components/schemas/ToDoItemPatch/properties/itemDescription/oneOf/0/maxLength", ToDoItem.maxTextLength),
        LimitTie("/components/schemas/ToDoItemPatch/properties/list/oneOf/0/maxLength", ToDoItem.maxNameLength),
        LimitTie("/components/schemas/ToDoItemPatch/properties/labels/oneOf/0/items/maxLength", ToDoItem.maxNameLength),
        LimitTie("/components/schemas/ToDoItemPatch/properties/labels/oneOf/0/maxItems", ToDoItem.maxLabels),
        LimitTie(
            "/components/schemas/ToDoItemPatch/properties/priority/oneOf/0/minimum", ToDoItem.priorities.lowerBound),
        LimitTie(
            "/components/schemas/ToDoItemPatch/properties/priority/oneOf/0/maximum", ToDoItem.priorities.upperBound),
        LimitTie("/components/schemas/ToDoNewItem/properties/title/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/ToDoNewItem/properties/title/maxLength", ToDoItem.maxTitleLength),
        LimitTie(
            "/components/schemas/ToDoNewItem/properties/itemDescription/oneOf/0/maxLength", ToDoItem.maxTextLength),
        LimitTie("/components/schemas/ToDoNewItem/properties/list/oneOf/0/maxLength", ToDoItem.maxNameLength),
        LimitTie("/components/schemas/ToDoNewItem/properties/labels/oneOf/0/items/maxLength", ToDoItem.maxNameLength),
        LimitTie("/components/schemas/ToDoNewItem/properties/labels/oneOf/0/maxItems", ToDoItem.maxLabels),
        LimitTie("/components/schemas/ToDoNewItem/properties/priority/oneOf/0/minimum", ToDoItem.priorities.lowerBound),
        LimitTie("/components/schemas/ToDoNewItem/properties/priority/oneOf/0/maximum", ToDoItem.priorities.upperBound),
        LimitTie("/components/schemas/ToDoLocation/properties/name/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/ToDoLocation/properties/name/maxLength", ToDoItem.maxTextLength),
        LimitTie("/components/schemas/ToDoLocation/properties/address/oneOf/0/maxLength", ToDoItem.maxTextLength),
        LimitTie(
            "/components/schemas/ToDoLocation/properties/coordinate/oneOf/1/properties/latitude/minimum",
            Location.Coordinate.latitudes.lowerBound),
        LimitTie(
            "/components/schemas/ToDoLocation/properties/coordinate/oneOf/1/properties/latitude/maximum",
            Location.Coordinate.latitudes.upperBound),
        LimitTie(
            "/components/schemas/ToDoLocation/properties/coordinate/oneOf/1/properties/longitude/minimum",
            Location.Coordinate.longitudes.lowerBound),
        LimitTie(
            "/components/schemas/ToDoLocation/properties/coordinate/oneOf/1/properties/longitude/maximum",
            Location.Coordinate.longitudes.upperBound),
        LimitTie(
            "/components/responses/OverAnalyticsBudget/headers/Retry-After/schema/minimum",
            InherentBound.countedFromOne),
        LimitTie(
            "/components/responses/TooManyAttempts/headers/Retry-After/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/components/responses/Unavailable/headers/Retry-After/schema/minimum", InherentBound.countedFromOne),
    ]
}
