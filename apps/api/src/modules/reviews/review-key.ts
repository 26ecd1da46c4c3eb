/** Which review: the subject (product or experience) and the review id in the path. */
export type ReviewKey = { subjectId: string; reviewId: string };
